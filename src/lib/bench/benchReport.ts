import {
  BYTE_FIGURE_LABELS,
  checkByteBudgets,
  formatKb,
  type ByteFigures,
  type FetchedAsset,
} from './assets';
import { checkLighthouseTargets, type LighthouseFigures, type ThrottlingMethod } from './lighthouse';
import { markdownTable } from './markdown';
import { byteBudgets, LIGHTHOUSE_TARGETS, MAX_SCORE_DROP } from './pageTypes';

export interface BuildFigures {
  readonly seconds: number;
  readonly peakRssMb: number;
  readonly htmlPages: number;
}

/** The Lighthouse runs of one page with one throttling method, and the median run by performance. */
export interface LighthouseSeries {
  readonly median: LighthouseFigures;
  readonly runs: readonly LighthouseFigures[];
}

export interface PageResult {
  readonly name: string;
  readonly route: string;
  readonly bytes: ByteFigures;
  readonly assets: readonly FetchedAsset[];
  readonly lighthouse: Partial<Record<ThrottlingMethod, LighthouseSeries>>;
}

/** One build measured in the run: this checkout's first, then the builds it is compared with. */
export interface ArmResult {
  readonly label: string;
  readonly pages: readonly PageResult[];
}

/** Everything one `npm run bench` measured; written as reports/bench.json. */
export interface BenchResult {
  readonly runAt: string;
  readonly build?: BuildFigures;
  readonly throttling: readonly ThrottlingMethod[];
  readonly arms: readonly ArmResult[];
}

const THROTTLING_LABELS: Readonly<Record<ThrottlingMethod, string>> = {
  simulate: 'simulated',
  devtools: 'DevTools',
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** What a page missed: its byte budgets, the absolute Lighthouse targets, and the baseline's scores. */
export function missedTargets(page: PageResult, baseline: PageResult | undefined): string[] {
  const missed = checkByteBudgets(page.bytes, byteBudgets(page))
    .filter((check) => !check.met)
    .map((check) => BYTE_FIGURE_LABELS[check.figure]);
  for (const [method, series] of Object.entries(page.lighthouse) as [ThrottlingMethod, LighthouseSeries][]) {
    missed.push(
      ...checkLighthouseTargets(series.median)
        .filter((check) => !check.met)
        .map((check) => check.name),
    );
    const before = baseline?.lighthouse[method]?.median.performance;
    if (before !== undefined && series.median.performance < before - MAX_SCORE_DROP) {
      missed.push(
        `performance (${THROTTLING_LABELS[method]}) ${series.median.performance} < ${before} - ${MAX_SCORE_DROP}`,
      );
    }
  }
  return missed;
}

/** "pass", or "FAIL" with what the page missed. */
export function verdict(page: PageResult, baseline?: PageResult): string {
  const missed = missedTargets(page, baseline);
  return missed.length === 0 ? 'pass' : `FAIL: ${missed.join(', ')}`;
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

function bytesSection(result: BenchResult): string[] {
  const [current] = result.arms;
  if (!current) return [];
  const baseline = result.arms[1];
  return [
    '## Page types',
    '',
    'Gzip sizes (Node zlib, default level) of what headless Chromium fetched with a cold cache on Lighthouse’s ' +
      'mobile screen (412×823): render JS before `html[data-has-hydrated="true"]` appeared, all JS until the ' +
      'network was idle (prefetches of links in view included), and CSS. Budgets: render JS ≤ 150 KB on the home ' +
      'page and ≤ 185 KB elsewhere, all JS ≤ 220 KB, CSS ≤ 18 KB (`src/lib/bench/pageTypes.ts`; `npm test` ' +
      `enforces them). Lighthouse: performance no more than ${MAX_SCORE_DROP} points under ` +
      `${baseline ? `the baseline (${baseline.label})` : 'the baseline'} with each throttling method, ` +
      `accessibility, best practices and SEO ≥ ${LIGHTHOUSE_TARGETS.accessibility}, CLS ≤ ${LIGHTHOUSE_TARGETS.maxCls}.`,
    '',
    ...markdownTable(
      ['Page type', 'Route', 'Render JS', 'All JS', 'CSS', 'Result'],
      current.pages.map((page) => [
        page.name,
        `\`${page.route}\``,
        formatKb(page.bytes.renderJs),
        formatKb(page.bytes.allJs),
        formatKb(page.bytes.css),
        verdict(
          page,
          baseline?.pages.find((candidate) => candidate.name === page.name),
        ),
      ]),
    ),
    '',
  ];
}

/** One cell per arm, `before → after` style, for a figure of a page type. */
function acrossArms(
  arms: readonly ArmResult[],
  name: string,
  format: (page: PageResult) => string | undefined,
): string {
  return arms
    .map((arm) => {
      const page = arm.pages.find((candidate) => candidate.name === name);
      return (page && format(page)) ?? '–';
    })
    .join(' / ');
}

function sideBySideSection(result: BenchResult): string[] {
  if (result.arms.length < 2) return [];
  const names = result.arms[0]?.pages.map((page) => page.name) ?? [];
  const lighthouseColumns = result.throttling.flatMap((method) => {
    const median = (page: PageResult) => page.lighthouse[method]?.median;
    const label = THROTTLING_LABELS[method];
    return [
      { header: `Perf (${label})`, format: (page: PageResult) => median(page)?.performance.toString() },
      {
        header: `LCP (${label})`,
        format: (page: PageResult) => {
          const m = median(page);
          return m && seconds(m.lcpMs);
        },
      },
      {
        header: `TTI (${label})`,
        format: (page: PageResult) => {
          const m = median(page);
          return m && seconds(m.ttiMs);
        },
      },
      {
        header: `TBT (${label})`,
        format: (page: PageResult) => {
          const m = median(page);
          return m && `${Math.round(m.tbtMs)} ms`;
        },
      },
    ];
  });
  const columns = [
    { header: 'Render JS', format: (page: PageResult) => formatKb(page.bytes.renderJs) },
    { header: 'All JS', format: (page: PageResult) => formatKb(page.bytes.allJs) },
    ...lighthouseColumns,
  ];
  return [
    '## Side by side',
    '',
    `Each cell lists ${result.arms.map((arm) => arm.label).join(' / ')}, measured in this one run; Lighthouse ` +
      'ran the builds in turn for each page, and each figure is the median run by performance score.',
    '',
    ...markdownTable(
      ['Page type', ...columns.map((column) => column.header)],
      names.map((name) => [name, ...columns.map((column) => acrossArms(result.arms, name, column.format))]),
    ),
    '',
    ...result.throttling.map(
      (method) =>
        `Performance of each run (${THROTTLING_LABELS[method]}): ${names
          .map(
            (name) =>
              `${name} ${acrossArms(result.arms, name, (page) =>
                page.lighthouse[method]?.runs.map((run) => run.performance).join(','),
              )}`,
          )
          .join('; ')}.`,
    ),
    '',
  ];
}

/** The Markdown report of a bench run. */
export function renderBenchReport(result: BenchResult): string {
  return [
    '# Benchmark report',
    '',
    `Run at ${result.runAt}.`,
    '',
    ...(result.build ? buildSection(result.build) : []),
    ...bytesSection(result),
    ...sideBySideSection(result),
  ].join('\n');
}
