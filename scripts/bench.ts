/**
 * Benchmarks (they report, never fail on speed): a cold production build (wall time, peak memory, page
 * count, the main bundle's largest modules) and, for every page type of src/lib/bench/pageTypes.ts, the
 * gzip bytes of render JS, all JS and CSS and Lighthouse's mobile scores, against the budgets and targets.
 * Writes reports/bench.md and reports/bench.json.
 * Usage: npm run bench [-- --skip-build] [--build-dir <dir>] [--pages <text>] [--runs <n>] [--compare <old bench.json>]
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { byteFigures, formatKb } from '../src/lib/bench/assets';
import {
  parseBenchResult,
  renderBenchReport,
  verdict,
  type BenchResult,
  type BuildFigures,
  type PageResult,
} from '../src/lib/bench/benchReport';
import { largestGroups, type BundleStats, type ModuleGroup } from '../src/lib/bench/bundle';
import { medianByPerformance, type LighthouseFigures } from '../src/lib/bench/lighthouse';
import { PAGE_TYPES, type PageType } from '../src/lib/bench/pageTypes';
import { buildSite } from './lib/build';
import { listHtmlFiles } from './lib/buildFiles';
import { launchChromium } from './lib/chromium';
import { startGzipServer } from './lib/gzipServer';
import { runLighthouse } from './lib/lighthouse';
import { measurePageBytes } from './lib/pageBytes';
import { writeReports } from './lib/report';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(ROOT, 'reports', 'bench');
/** Where the bench's build leaves its bundle stats; a later `--skip-build` run reuses them if they match. */
const BUNDLE_STATS = path.join(ROOT, 'reports', 'bundle-stats.json');

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: 'build' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    compare: { type: 'string' },
  },
});

/** Where the site is built, or with --skip-build, the existing build to measure (an older one, say). */
const BUILD_DIR = path.resolve(ROOT, args['build-dir']);

function lighthouseRuns(): number {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 0)
    throw new Error(`--runs takes a whole number (0 skips Lighthouse)`);
  return runs;
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

async function coldBuild(): Promise<BuildFigures> {
  const run = await buildSite(ROOT, {
    outDir: BUILD_DIR,
    cold: true,
    env: { BENCH_BUNDLE_STATS: BUNDLE_STATS },
  });
  return { ...run, htmlPages: (await listHtmlFiles(BUILD_DIR)).length };
}

/** The main bundle's module groups, if the stats on disk describe the build in build/. */
async function mainBundle(): Promise<ModuleGroup[] | undefined> {
  const text = await readFile(BUNDLE_STATS, 'utf8').catch(() => undefined);
  const stats = text === undefined ? undefined : (JSON.parse(text) as BundleStats);
  const files = stats?.chunks.find((chunk) => chunk.names.includes('main'))?.files ?? [];
  const present = await Promise.all(
    files.map((file) =>
      access(path.join(BUILD_DIR, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!stats || files.length === 0 || present.includes(false)) {
    console.log(
      `No bundle stats for this build: run without --skip-build, or build with BENCH_BUNDLE_STATS=${path.relative(ROOT, BUNDLE_STATS)}`,
    );
    return undefined;
  }
  return largestGroups(stats);
}

async function measureLighthouse(url: string, runs: number): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url));
  return results;
}

async function main(): Promise<void> {
  const runs = lighthouseRuns();
  const pageTypes = selectedPageTypes();
  const before = args.compare
    ? { result: parseBenchResult(await readFile(args.compare, 'utf8'), args.compare), source: args.compare }
    : undefined;
  const build = args['skip-build'] ? undefined : await coldBuild();

  const server = await startGzipServer(BUILD_DIR);
  const pages: PageResult[] = [];
  try {
    // Bytes first, in one browser that is closed before Lighthouse starts its own.
    const browser = await launchChromium();
    try {
      for (const { name, route } of pageTypes) {
        const assets = await measurePageBytes(browser, `${server.url}${route}`);
        pages.push({ name, route, assets, bytes: byteFigures(assets), lighthouseRuns: [] });
        const { renderJs, allJs, css } = byteFigures(assets);
        console.log(
          `${name}: render JS ${formatKb(renderJs)}, all JS ${formatKb(allJs)}, CSS ${formatKb(css)}`,
        );
      }
    } finally {
      await browser.close();
    }
    for (const [index, page] of pages.entries()) {
      if (runs === 0) break;
      const results = await measureLighthouse(`${server.url}${page.route}`, runs);
      pages[index] = { ...page, lighthouseRuns: results, lighthouse: medianByPerformance(results) };
      console.log(`${page.name}: performance ${results.map((result) => result.performance).join(', ')}`);
    }
  } finally {
    await server.close();
  }

  const result: BenchResult = {
    runAt: new Date().toISOString(),
    build,
    mainBundle: await mainBundle(),
    pages,
  };
  for (const page of pages) console.log(`${page.name}: ${verdict(page)}`);
  await writeReports(REPORT, renderBenchReport(result, before), result);
}

await main();
