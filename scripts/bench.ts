/**
 * Benchmarks (not tests): a cold production build's time and peak memory, and the JavaScript and CSS that
 * pages fetch in headless Chromium with a cold cache until the network is idle (no scrolling), with the
 * largest modules of the main bundle. Writes reports/bench.md. Usage: npm run bench [-- --skip-build]
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';
import { sampleProcessTreeRss } from './lib/processMemory';
import {
  type AssetRecord,
  type AssetSummary,
  budgetVerdict,
  DOC_PAGE_BUDGETS,
  formatKb,
  summariseAssets,
  attributeBundleBytes,
  type ModuleShare,
  medianRun,
  gzipBytesOf,
} from '../src/lib/bench/assets';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(ROOT, 'build');
const REPORT = path.join(ROOT, 'reports', 'bench.md');
const PAGES = [
  { name: 'Landing page', route: '/', budgets: {} },
  { name: 'Doc page', route: '/intro/overview/intro-to-gruntwork', budgets: DOC_PAGE_BUDGETS },
];
/** Which links are in view when the page hydrates varies from load to load, so each page loads this often. */
const RUNS_PER_PAGE = 5;
/** Other doc pages, one run each, to show how the figures spread across the site. */
const MORE_DOC_PAGES = [
  '/intro/overview/how-it-works',
  '/intro/tool-fundamentals/terraform',
  '/faq/eks',
  '/reference/services/networking/virtual-private-cloud-vpc',
  '/support',
];
/** With no request for this long after the load settles, the page counts as idle. */
const QUIET_MS = 1500;

interface BuildResult {
  readonly seconds: number;
  readonly peakRssMb: number;
}

async function coldBuild(extraEnv: Record<string, string>): Promise<BuildResult> {
  await rm(path.join(ROOT, '.docusaurus'), { recursive: true, force: true });
  await rm(path.join(ROOT, 'node_modules', '.cache'), { recursive: true, force: true });
  await rm(BUILD_DIR, { recursive: true, force: true });
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, sampleProcessTreeRss(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus build exited with ${String(code)}`);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024 };
}

interface PageAssets {
  readonly records: AssetRecord[];
  /** Files the page loaded to render (scripts and stylesheets), as opposed to `<link rel=prefetch>` fetches. */
  readonly initialPaths: Set<string>;
}

async function measurePage(baseUrl: string, route: string): Promise<PageAssets> {
  const browser = await chromium.launch({
    executablePath: resolveChromiumPath(),
    args: [...CHROMIUM_LAUNCH_ARGS],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const records: AssetRecord[] = [];
  const initialPaths = new Set<string>();
  const pending: Promise<void>[] = [];
  let lastRequest = Date.now();
  page.on('request', (request) => {
    lastRequest = Date.now();
    const url = new URL(request.url());
    const renders = ['script', 'stylesheet'].includes(request.resourceType());
    if (url.origin === baseUrl && renders) initialPaths.add(url.pathname);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseUrl || !/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      response.body().then((body) => {
        records.push({ path: url.pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length });
      }),
    );
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  await Promise.all(pending);
  await browser.close();
  return { records, initialPaths };
}

async function summarisePage(baseUrl: string, route: string): Promise<AssetSummary> {
  const { records, initialPaths } = await measurePage(baseUrl, route);
  return summariseAssets(records, initialPaths);
}

async function mainBundleBreakdown(): Promise<ModuleShare[]> {
  const jsDir = path.join(BUILD_DIR, 'assets', 'js');
  const mainMap = (await readdir(jsDir)).find((file) => /^main\.[\w]+\.js\.map$/.test(file));
  if (!mainMap) return [];
  const map = JSON.parse(await readFile(path.join(jsDir, mainMap), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const code = await readFile(path.join(jsDir, mainMap.replace(/\.map$/, '')), 'utf8');
  return attributeBundleBytes(code, map.sources, map.mappings).slice(0, 12);
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const lines: string[] = [
    '# Benchmark report',
    '',
    `Run at ${new Date().toISOString()} on ${process.platform}.`,
    '',
  ];

  if (!skipBuild) {
    const withoutFaster = await coldBuild({ DOCUSAURUS_FASTER: 'false' });
    const faster = await coldBuild({ DOCUSAURUS_FASTER: 'true', BENCH_SOURCE_MAPS: 'true' });
    lines.push(
      '## Cold production build',
      '',
      '| Bundler | Time | Peak RSS |',
      '| --- | --- | --- |',
      `| webpack + Babel + Terser | ${withoutFaster.seconds.toFixed(1)} s | ${withoutFaster.peakRssMb.toFixed(0)} MB |`,
      `| @docusaurus/faster (Rspack, SWC, Lightning CSS) | ${faster.seconds.toFixed(1)} s | ${faster.peakRssMb.toFixed(0)} MB |`,
      '',
    );
  }

  const server = await startStaticServer(BUILD_DIR);
  try {
    for (const { name, route, budgets } of PAGES) {
      const runs: AssetSummary[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await summarisePage(server.url, route));
      const summary = medianRun(runs);
      const allJs = runs.map((run) => formatKb(gzipBytesOf(run, 'All JS')));
      lines.push(
        `## ${name} (\`${route}\`)`,
        '',
        `Median of ${RUNS_PER_PAGE} cold loads; all JS per load: ${allJs.join(', ')}.`,
        '',
        '| Kind | Files | Raw | Gzip | Budget |',
        '| --- | --- | --- | --- | --- |',
        ...summary.rows.map(
          (row) =>
            `| ${row.label} | ${row.files} | ${formatKb(row.rawBytes)} | ${formatKb(row.gzipBytes)} | ${budgetVerdict(row, budgets)} |`,
        ),
        '',
      );
      console.log(
        `${name}: ${summary.rows.map((row) => `${row.label} ${formatKb(row.gzipBytes)} gzip`).join(', ')}`,
      );
    }
    lines.push(
      '## More doc pages (one load each)',
      '',
      '| Page | Initial JS | All JS | CSS |',
      '| --- | --- | --- | --- |',
    );
    for (const route of MORE_DOC_PAGES) {
      const summary = await summarisePage(server.url, route);
      const gzip = (label: string): string => formatKb(gzipBytesOf(summary, label));
      lines.push(`| \`${route}\` | ${gzip('Initial JS')} | ${gzip('All JS')} | ${gzip('CSS')} |`);
    }
    lines.push('');
  } finally {
    await server.close();
  }

  const breakdown = await mainBundleBreakdown();
  if (breakdown.length > 0) {
    lines.push(
      '## Largest modules of the main bundle',
      '',
      '| Module | Minified bytes |',
      '| --- | --- |',
      ...breakdown.map((share) => `| ${share.module} | ${formatKb(share.bytes)} |`),
      '',
    );
  }

  await mkdir(path.dirname(REPORT), { recursive: true });
  await writeFile(REPORT, lines.join('\n'));
  console.log(`Report written to ${path.relative(ROOT, REPORT)}`);
}

await main();
