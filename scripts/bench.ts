/**
 * Benchmarks (they report, never fail on speed): a cold production build (wall time, peak memory, page
 * count) and, for every page type of src/lib/bench/pageTypes.ts, the gzip bytes of render JS, all JS and
 * CSS and Lighthouse's mobile scores. Lighthouse's absolute scores differ threefold between machines, so
 * the bench also builds a baseline commit (BENCH_BASELINE in src/lib/bench/baseline.ts) and measures both
 * builds side by side, in turn for each page, in one run. Writes reports/bench.md and reports/bench.json.
 *
 * Usage: npm run bench -- [--skip-build] [--build-dir <dir>] [--pages <text>] [--runs <n>]
 *   [--throttling simulate|devtools|both] [--baseline <commit> | --no-baseline] [--arm <label>=<build dir> ...]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { byteFigures, formatKb } from '../src/lib/bench/assets';
import { BENCH_BASELINE } from '../src/lib/bench/baseline';
import {
  renderBenchReport,
  verdict,
  type ArmResult,
  type BenchResult,
  type BuildFigures,
  type LighthouseSeries,
  type PageResult,
} from '../src/lib/bench/benchReport';
import {
  medianByPerformance,
  type LighthouseFigures,
  type ThrottlingMethod,
} from '../src/lib/bench/lighthouse';
import { PAGE_TYPES, type PageType } from '../src/lib/bench/pageTypes';
import { prepareBaselineBuild } from './lib/baselineBuild';
import { buildSite } from './lib/build';
import { listHtmlFiles } from './lib/buildFiles';
import { launchChromium } from './lib/chromium';
import { startGzipServer } from './lib/gzipServer';
import { runLighthouse } from './lib/lighthouse';
import { measurePageBytes } from './lib/pageBytes';
import { writeReports } from './lib/report';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(ROOT, 'reports', 'bench');

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: 'build' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'simulate' },
    baseline: { type: 'string', default: BENCH_BASELINE.commit },
    'no-baseline': { type: 'boolean', default: false },
    arm: { type: 'string', multiple: true, default: [] },
  },
});

/** A build to measure and the server that serves it. */
interface Arm {
  readonly label: string;
  readonly dir: string;
}

function lighthouseRuns(): number {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 0)
    throw new Error('--runs takes a whole number (0 skips Lighthouse)');
  return runs;
}

function throttlingMethods(): ThrottlingMethod[] {
  if (args.throttling === 'both') return ['simulate', 'devtools'];
  if (args.throttling === 'simulate' || args.throttling === 'devtools') return [args.throttling];
  throw new Error(`--throttling takes simulate, devtools or both, not "${args.throttling}"`);
}

function selectedPageTypes(): readonly PageType[] {
  const filter = args.pages?.toLowerCase();
  if (filter === undefined) return PAGE_TYPES;
  const selected = PAGE_TYPES.filter((type) => `${type.name} ${type.route}`.toLowerCase().includes(filter));
  if (selected.length === 0) {
    throw new Error(
      `--pages "${args.pages}" matches none of: ${PAGE_TYPES.map((type) => type.name).join(', ')}`,
    );
  }
  return selected;
}

function extraArms(): Arm[] {
  return (args.arm ?? []).map((spec) => {
    const [label, dir] = spec.split('=');
    if (!label || !dir) throw new Error(`--arm takes <label>=<build dir>, not "${spec}"`);
    return { label, dir: path.resolve(ROOT, dir) };
  });
}

async function coldBuild(outDir: string): Promise<BuildFigures> {
  const run = await buildSite(ROOT, { outDir, cold: true });
  return { ...run, htmlPages: (await listHtmlFiles(outDir)).length };
}

async function main(): Promise<void> {
  const runs = lighthouseRuns();
  const methods = throttlingMethods();
  const pageTypes = selectedPageTypes();
  const buildDir = path.resolve(ROOT, args['build-dir']);
  const build = args['skip-build'] ? undefined : await coldBuild(buildDir);
  const arms: Arm[] = [{ label: 'this build', dir: buildDir }];
  if (!args['no-baseline']) {
    const commit = args.baseline ?? BENCH_BASELINE.commit;
    arms.push({ label: `baseline ${commit.slice(0, 7)}`, dir: await prepareBaselineBuild(ROOT, commit) });
  }
  arms.push(...extraArms());

  const servers = await Promise.all(arms.map((arm) => startGzipServer(arm.dir)));
  const results: PageResult[][] = arms.map(() => []);
  try {
    // Bytes first, in one browser that is closed before Lighthouse starts its own.
    const browser = await launchChromium();
    try {
      for (const { name, route } of pageTypes) {
        for (const [index, server] of servers.entries()) {
          const assets = await measurePageBytes(browser, `${server.url}${route}`);
          results[index]?.push({ name, route, assets, bytes: byteFigures(assets), lighthouse: {} });
        }
        const bytes = results.map((pages) => pages.at(-1)?.bytes);
        console.log(
          `${name}: render JS ${bytes.map((figures) => formatKb(figures?.renderJs ?? 0)).join(' / ')}, ` +
            `all JS ${bytes.map((figures) => formatKb(figures?.allJs ?? 0)).join(' / ')}`,
        );
      }
    } finally {
      await browser.close();
    }
    for (const method of methods) {
      for (const [pageIndex, { name, route }] of pageTypes.entries()) {
        // The builds take turns, run after run, so a busy moment of the machine hits all of them alike.
        const series: LighthouseFigures[][] = arms.map(() => []);
        for (let run = 0; run < runs; run += 1) {
          for (const [index, server] of servers.entries()) {
            series[index]?.push(await runLighthouse(`${server.url}${route}`, method));
          }
        }
        if (runs === 0) continue;
        series.forEach((figures, index) => {
          const pages = results[index];
          const page = pages?.[pageIndex];
          if (!pages || !page) return;
          const entry: LighthouseSeries = { median: medianByPerformance(figures), runs: figures };
          pages[pageIndex] = { ...page, lighthouse: { ...page.lighthouse, [method]: entry } };
        });
        console.log(
          `${name} (${method}): performance ${series.map((figures) => figures.map((run) => run.performance).join(',')).join(' / ')}`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }

  const armResults: ArmResult[] = arms.map((arm, index) => ({
    label: arm.label,
    pages: results[index] ?? [],
  }));
  const result: BenchResult = {
    runAt: new Date().toISOString(),
    ...(build ? { build } : {}),
    throttling: runs === 0 ? [] : methods,
    arms: armResults,
  };
  for (const page of armResults[0]?.pages ?? []) {
    const baseline = armResults[1]?.pages.find((candidate) => candidate.name === page.name);
    console.log(`${page.name}: ${verdict(page, baseline)}`);
  }
  await writeReports(REPORT, renderBenchReport(result), result);
}

await main();
