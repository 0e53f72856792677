import {
  BYTE_FIGURE_LABELS,
  checkByteBudgets,
  formatKb,
  type ByteFigures,
  type FetchedAsset,
} from './assets';
import type { ModuleGroup } from './bundle';
import { checkLighthouseTargets, type LighthouseFigures } from './lighthouse';
import { markdownTable } from './markdown';
import { BYTE_TARGETS, LIGHTHOUSE_TARGETS } from './pageTypes';

export interface BuildFigures {
  readonly seconds: number;
  readonly peakRssMb: number;
  readonly htmlPages: number;
}

export interface PageResult {
  readonly name: string;
  readonly route: string;
  readonly bytes: ByteFigures;
  readonly assets: readonly FetchedAsset[];
  /** The median Lighthouse run; absent when Lighthouse was skipped. */
  readonly lighthouse?: LighthouseFigures;
  readonly lighthouseRuns: readonly LighthouseFigures[];
}

/** Everything one `npm run bench` measured; written as reports/bench.json and read back by --compare. */
export interface BenchResult {
  readonly runAt: string;
  readonly build?: BuildFigures;
  /** Absent when the build left no bundle stats. */
  readonly mainBundle?: readonly ModuleGroup[];
  readonly pages: readonly PageResult[];
}

/** Reads a bench.json written earlier, failing with the file's fault rather than later in rendering. */
export function parseBenchResult(text: string, source: string): BenchResult {
  const value: unknown = JSON.parse(text);
  const pages = typeof value === 'object' && value !== null && 'pages' in value ? value.pages : undefined;
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'object' && page && 'bytes' in page)) {
    throw new Error(`${source} is not a bench.json (expected "pages" with byte figures)`);
  }
  return value as BenchResult;
}

const MAIN_BUNDLE_ROWS = 15;

interface Column {
  readonly header: string;
  readonly format: (page: PageResult) => string;
  /** Shown in the before/after table. */
  readonly compared: boolean;
}

const lighthouseColumn = (
  header: string,
  format: (figures: LighthouseFigures) => string,
  compared: boolean,
): Column => ({ header, compared, format: (page) => (page.lighthouse ? format(page.lighthouse) : '–') });

const COLUMNS: readonly Column[] = [
  { header: 'Render JS', compared: true, format: (page) => formatKb(page.bytes.renderJs) },
  { header: 'All JS', compared: true, format: (page) => formatKb(page.bytes.allJs) },
  { header: 'CSS', compared: true, format: (page) => formatKb(page.bytes.css) },
  lighthouseColumn('Perf', (figures) => String(figures.performance), true),
  lighthouseColumn('CLS', (figures) => figures.cls.toFixed(3), true),
  lighthouseColumn('TBT', (figures) => `${Math.round(figures.tbtMs)} ms`, true),
  lighthouseColumn('LCP', (figures) => `${(figures.lcpMs / 1000).toFixed(2)} s`, true),
  lighthouseColumn('A11y', (figures) => String(figures.accessibility), false),
  lighthouseColumn('BP', (figures) => String(figures.bestPractices), false),
  lighthouseColumn('SEO', (figures) => String(figures.seo), false),
];

/** "pass", or "FAIL" with the byte and Lighthouse targets the page missed. */
export function verdict(page: PageResult): string {
  const missed = [
    ...checkByteBudgets(page.bytes, BYTE_TARGETS)
      .filter((check) => !check.met)
      .map((check) => BYTE_FIGURE_LABELS[check.figure]),
    ...(page.lighthouse ? checkLighthouseTargets(page.lighthouse) : [])
      .filter((check) => !check.met)
      .map((check) => check.name),
  ];
  return missed.length === 0 ? 'pass' : `FAIL: ${missed.join(', ')}`;
}

function pagesSection(result: BenchResult): string[] {
  const runs = result.pages.filter((page) => page.lighthouseRuns.length > 0);
  return [
    '## Page types',
    '',
    'Bytes are gzip sizes (Node zlib, default level) of what headless Chromium fetched with a cold cache in a ' +
      '412×823 mobile viewport: render JS before `html[data-has-hydrated="true"]` appeared, all JS until the ' +
      'network was idle (prefetches of links in view included), and CSS. Targets: ' +
      `render JS ≤ ${formatKb(BYTE_TARGETS.renderJs)}, all JS ≤ ${formatKb(BYTE_TARGETS.allJs)}, CSS ≤ ${formatKb(BYTE_TARGETS.css)} ` +
      '(`npm test` enforces them: `src/lib/bench/pageTypes.ts`).',
    '',
    'Lighthouse 12, mobile preset with simulated throttling, the median run by performance score. Targets: ' +
      `performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ≥ ${LIGHTHOUSE_TARGETS.accessibility}, ` +
      `best practices ≥ ${LIGHTHOUSE_TARGETS.bestPractices}, SEO ≥ ${LIGHTHOUSE_TARGETS.seo}, ` +
      `CLS ≤ ${LIGHTHOUSE_TARGETS.maxCls}, TBT ≤ ${LIGHTHOUSE_TARGETS.maxTbtMs} ms (LCP has none).`,
    '',
    ...markdownTable(
      ['Page type', 'Route', ...COLUMNS.map((column) => column.header), 'Result'],
      result.pages.map((page) => [
        page.name,
        `\`${page.route}\``,
        ...COLUMNS.map((column) => column.format(page)),
        verdict(page),
      ]),
    ),
    '',
    ...(runs.length > 0
      ? [
          `Performance score of each Lighthouse run: ${runs
            .map((page) => `${page.name} ${page.lighthouseRuns.map((run) => run.performance).join(', ')}`)
            .join('; ')}.`,
          '',
        ]
      : []),
  ];
}

function compareSection(result: BenchResult, before: BenchResult, beforeSource: string): string[] {
  const compared = COLUMNS.filter((column) => column.compared);
  return [
    `## Before and after`,
    '',
    `Before: \`${beforeSource}\`, run at ${before.runAt}.`,
    '',
    ...markdownTable(
      ['Page type', ...compared.map((column) => column.header)],
      result.pages.map((page) => {
        const old = before.pages.find((candidate) => candidate.name === page.name);
        return [
          page.name,
          ...compared.map((column) => `${old ? column.format(old) : '–'} → ${column.format(page)}`),
        ];
      }),
    ),
    '',
  ];
}

function buildSection(build: BuildFigures): string[] {
  return [
    '## Cold production build',
    '',
    '`npm run build` with `.docusaurus`, `node_modules/.cache` and `build` removed first; peak RSS of every process it starts (npm itself, about 60 MB, left out).',
    '',
    ...markdownTable(
      ['Wall time', 'Peak RSS', 'HTML pages'],
      [[`${build.seconds.toFixed(1)} s`, `${build.peakRssMb.toFixed(0)} MB`, String(build.htmlPages)]],
    ),
    '',
  ];
}

function bundleSection(groups: readonly ModuleGroup[] | undefined): string[] {
  if (!groups) return ['## Main bundle', '', 'No bundle stats for this build.', ''];
  const total = groups.reduce((sum, group) => sum + group.bytes, 0);
  return [
    '## Main bundle',
    '',
    `Module sizes before minification, grouped by npm package or site folder: ${formatKb(total)} in all.`,
    '',
    ...markdownTable(
      ['Package or folder', 'Modules', 'Bytes'],
      groups
        .slice(0, MAIN_BUNDLE_ROWS)
        .map((group) => [group.group, String(group.modules), formatKb(group.bytes)]),
    ),
    '',
  ];
}

/** The Markdown report of a bench run, with a before/after table when an earlier run is given. */
export function renderBenchReport(
  result: BenchResult,
  before?: { readonly result: BenchResult; readonly source: string },
): string {
  return [
    '# Benchmark report',
    '',
    `Run at ${result.runAt}.`,
    '',
    ...(result.build ? buildSection(result.build) : []),
    ...pagesSection(result),
    ...(before ? compareSection(result, before.result, before.source) : []),
    ...bundleSection(result.mainBundle),
  ].join('\n');
}
