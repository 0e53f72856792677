import type { ByteBudgets } from './pageTypes';

/** One JavaScript or CSS file a page fetched, with its gzip size (Node's zlib, default level). */
export interface FetchedAsset {
  readonly path: string;
  readonly kind: 'js' | 'css';
  readonly gzipBytes: number;
  /** Requested as a script (not as a `<link rel=prefetch>`) before `<html data-has-hydrated="true">` appeared. */
  readonly beforeHydration: boolean;
}

export type ByteFigure = keyof ByteBudgets;
export type ByteFigures = Readonly<Record<ByteFigure, number>>;

export const BYTE_FIGURES: readonly ByteFigure[] = ['renderJs', 'allJs', 'css'];

export const BYTE_FIGURE_LABELS: Readonly<Record<ByteFigure, string>> = {
  renderJs: 'render JS',
  allJs: 'all JS',
  css: 'CSS',
};

/** The files that make up one figure, each path once (a file fetched twice costs once), largest first. */
export function assetsOf(assets: readonly FetchedAsset[], figure: ByteFigure): FetchedAsset[] {
  const unique = [...new Map(assets.map((asset) => [asset.path, asset])).values()];
  const selected = unique.filter((asset) => {
    if (figure === 'css') return asset.kind === 'css';
    return asset.kind === 'js' && (figure === 'allJs' || asset.beforeHydration);
  });
  return selected.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Gzip bytes of render JS, all JS and CSS. */
export function byteFigures(assets: readonly FetchedAsset[]): ByteFigures {
  const total = (figure: ByteFigure) =>
    assetsOf(assets, figure).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return { renderJs: total('renderJs'), allJs: total('allJs'), css: total('css') };
}

export interface BudgetCheck {
  readonly figure: ByteFigure;
  readonly bytes: number;
  readonly budget: number;
  readonly met: boolean;
}

export function checkByteBudgets(figures: ByteFigures, budgets: ByteBudgets): BudgetCheck[] {
  return BYTE_FIGURES.map((figure) => {
    const budget = budgets[figure];
    return { figure, bytes: figures[figure], budget, met: figures[figure] <= budget };
  });
}

/** Says which page type broke which budget, by how much, and which files weigh most. */
export function overBudgetMessage(
  pageType: string,
  check: BudgetCheck,
  assets: readonly FetchedAsset[],
  listed = 8,
): string {
  const files = assetsOf(assets, check.figure).slice(0, listed);
  return [
    `${pageType}: ${BYTE_FIGURE_LABELS[check.figure]} is ${formatKb(check.bytes)} gzip, over its budget of ` +
      `${formatKb(check.budget)} by ${formatKb(check.bytes - check.budget)}. Largest files:`,
    ...files.map((asset) => `  ${formatKb(asset.gzipBytes).padStart(9)}  ${asset.path}`),
  ].join('\n');
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
