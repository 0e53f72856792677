export { median, percentile } from './stats';
import { formatKb } from './assets';

/** One file fetched while searching, with the bytes it costs on the wire. */
export interface Transfer {
  readonly path: string;
  readonly rawBytes: number;
  /** Bytes sent with gzip: the gzip size, or the raw size for files that are already compressed. */
  readonly wireBytes: number;
}

/** Pagefind's index files are gzip-compressed when written, so compressing them again only adds bytes. */
export function wireBytes(rawBytes: number, gzipBytes: number): number {
  return Math.min(rawBytes, gzipBytes);
}

export type TransferKind =
  | 'Site JS (search modal, result-link prefetch)'
  | 'Pagefind loader'
  | 'Pagefind Wasm'
  | 'Index entry and metadata'
  | 'Index chunks'
  | 'Filter index'
  | 'Page fragments'
  | 'Other';

export function classifyTransfer(path: string): TransferKind {
  const pathname = path.split('?', 1)[0] ?? '';
  if (/\/pagefind\/pagefind(-worker)?\.js$/.test(pathname)) return 'Pagefind loader';
  if (/\/pagefind\/wasm\.[\w-]+\.pagefind$/.test(pathname)) return 'Pagefind Wasm';
  if (/\/pagefind\/(pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta)$/.test(pathname)) {
    return 'Index entry and metadata';
  }
  if (pathname.includes('/pagefind/index/')) return 'Index chunks';
  if (pathname.includes('/pagefind/filter/')) return 'Filter index';
  if (pathname.includes('/pagefind/fragment/')) return 'Page fragments';
  if (/\/assets\/js\/.+\.js$/.test(pathname)) return 'Site JS (search modal, result-link prefetch)';
  return 'Other';
}

export interface TransferRow {
  readonly kind: TransferKind;
  readonly files: number;
  readonly wireBytes: number;
}

/** Totals per kind (largest first), counting each path once. */
export function summariseTransfers(transfers: readonly Transfer[]): { rows: TransferRow[]; total: number } {
  const unique = [...new Map(transfers.map((transfer) => [transfer.path, transfer])).values()];
  const rows = new Map<TransferKind, { files: number; wireBytes: number }>();
  for (const transfer of unique) {
    const kind = classifyTransfer(transfer.path);
    const row = rows.get(kind) ?? { files: 0, wireBytes: 0 };
    rows.set(kind, { files: row.files + 1, wireBytes: row.wireBytes + transfer.wireBytes });
  }
  const list = [...rows.entries()]
    .map(([kind, row]) => ({ kind, ...row }))
    .sort((a, b) => b.wireBytes - a.wireBytes);
  return { rows: list, total: list.reduce((sum, row) => sum + row.wireBytes, 0) };
}

/** Page routes in result order from option links (`/faq/eks#x`, `/faq/eks#y` → `/faq/eks`). */
export function pagesInOrder(hrefs: readonly string[]): string[] {
  return [...new Set(hrefs.map((href) => href.split('#', 1)[0] ?? href))];
}

export interface RelevanceCase {
  readonly query: string;
  readonly expect: string;
}

export interface RelevanceOutcome extends RelevanceCase {
  readonly top: readonly string[];
  readonly hit: boolean;
}

export function relevanceOutcome(testCase: RelevanceCase, pages: readonly string[], k = 3): RelevanceOutcome {
  const top = pages.slice(0, k);
  return { ...testCase, top, hit: top.includes(testCase.expect) };
}

export interface Target {
  readonly name: string;
  readonly value: string;
  readonly limit: string;
  readonly met: boolean;
}

export interface SearchFigures {
  readonly bytesToFirstResults: number;
  readonly firstQueryMs: number;
  readonly warmMedianMs: number;
  readonly hitRate: number;
}

/** The quality targets, checked against measured figures. */
export function checkTargets(figures: SearchFigures): Target[] {
  return [
    {
      name: 'Bytes from first keystroke to first results (cold, gzip)',
      value: formatKb(figures.bytesToFirstResults),
      limit: '≤ 150 KB',
      met: figures.bytesToFirstResults <= 150 * 1024,
    },
    {
      name: 'Keystroke to rendered results, first query',
      value: `${figures.firstQueryMs.toFixed(0)} ms`,
      limit: '≤ 300 ms',
      met: figures.firstQueryMs <= 300,
    },
    {
      name: 'Keystroke to rendered results, warm (median)',
      value: `${figures.warmMedianMs.toFixed(1)} ms`,
      limit: '≤ 50 ms',
      met: figures.warmMedianMs <= 50,
    },
    {
      name: 'Relevance: expected page in the top 3',
      value: `${(figures.hitRate * 100).toFixed(1)} %`,
      limit: '≥ 90 %',
      met: figures.hitRate >= 0.9,
    },
  ];
}
