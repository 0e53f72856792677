/**
 * Search benchmark (not a test): on the production build in headless Chromium, measures the bytes
 * fetched from the first keystroke (the Ctrl+K that opens search) to the first results with a cold
 * cache (the worst of a few typed queries), keystroke-to-render latency for the first and for warm queries, the relevance hit rate of
 * tests/fixtures/search-relevance.json, and the index size. Writes reports/search-bench.{md,json}.
 * Usage: npm run bench:search [-- --skip-build] [--build-dir <dir>] [--port <port>]
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';
import { formatKb } from '../src/lib/bench/assets';
import {
  checkTargets,
  classifyTransfer,
  median,
  pagesInOrder,
  percentile,
  relevanceOutcome,
  summariseTransfers,
  wireBytes,
  type RelevanceCase,
  type RelevanceOutcome,
  type Transfer,
} from '../src/lib/bench/search';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT_MD = path.join(ROOT, 'reports', 'search-bench.md');
const REPORT_JSON = path.join(ROOT, 'reports', 'search-bench.json');
const DOC = '/intro/overview/intro-to-gruntwork';
/** Queries typed key by key in the cold-cache byte measurement; the report gives the worst. */
const TYPED_QUERIES = ['terragrunt dependency', 'nat gateway', 'upgrade eks control plane'];

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: 'build' },
    port: { type: 'string', default: '4175' },
  },
});
const BUILD_DIR = path.resolve(ROOT, args['build-dir']);

async function build(): Promise<void> {
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', BUILD_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`docusaurus build exited with ${String(code)}`);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function indexSize(): Promise<{
  pages: number;
  rows: { kind: string; files: number; bytes: number }[];
}> {
  const dir = path.join(BUILD_DIR, 'pagefind');
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const rows = new Map<string, { files: number; bytes: number }>();
  for (const file of await filesUnder(dir)) {
    const kind = classifyTransfer(`/pagefind/${path.relative(dir, file)}`);
    const row = rows.get(kind) ?? { files: 0, bytes: 0 };
    rows.set(kind, { files: row.files + 1, bytes: row.bytes + (await stat(file)).size });
  }
  return {
    pages: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    rows: [...rows.entries()].map(([kind, row]) => ({ kind, ...row })).sort((a, b) => b.bytes - a.bytes),
  };
}

async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
  // A new context per scenario has an empty HTTP cache: every measurement starts cold.
  const context = await browser.newContext();
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${DOC}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').waitFor();
}

/** Sets the query as one keystroke would and times it to the DOM commit of its results. */
async function timeQuery(page: Page, query: string): Promise<{ ms: number; hrefs: string[] }> {
  // No named local functions in here: tsx would wrap them in a helper the browser does not have.
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('dialog [role="combobox"]');
    const dialog = input?.closest('dialog');
    const status = dialog?.querySelector('[role="status"]');
    if (!input || !dialog || !status) throw new Error('the search modal is not open');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const expected = `for “${text.trim()}”`;
    let started = 0;
    const ms = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no results for "${text}" within 10 s`)), 10_000);
      const observer = new MutationObserver(() => {
        if (!(status.textContent ?? '').endsWith(expected)) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
      observer.observe(dialog, { subtree: true, childList: true, characterData: true });
      started = performance.now();
      setValue?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // The first pages render before the rest of the batch: wait for three pages (or a settled list) to rank.
    let hrefs: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      hrefs = Array.from(dialog.querySelectorAll('[role="option"][href]')).map(
        (option) => option.getAttribute('href') ?? '',
      );
      if (new Set(hrefs.map((href) => href.split('#')[0])).size >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { ms, hrefs };
  }, query);
}

interface ByteScenario {
  readonly typed: string;
  readonly toFirstResults: Transfer[];
  readonly firstTypedToFirstResults: Transfer[];
  readonly toFullQuery: Transfer[];
}

interface Marks {
  opened?: number;
  firstTyped?: number;
  firstResults?: number;
  fullQuery?: number;
}

/** Records, in the page, when search was opened, typed into and first showed results (epoch ms). */
async function installMarks(page: Page, fullQuery: string): Promise<void> {
  await page.evaluate((query) => {
    const marks: Marks = {};
    Object.assign(window, { searchMarks: marks });
    document.addEventListener(
      'keydown',
      () => (marks.opened ??= performance.timeOrigin + performance.now()),
      {
        capture: true,
      },
    );
    document.addEventListener(
      'input',
      () => (marks.firstTyped ??= performance.timeOrigin + performance.now()),
      {
        capture: true,
      },
    );
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now();
      if (marks.firstResults === undefined && document.querySelector('dialog [role="option"]')) {
        marks.firstResults = now;
      }
      const status = document.querySelector('dialog [role="status"]')?.textContent ?? '';
      if (marks.fullQuery === undefined && status.endsWith(`for “${query}”`)) marks.fullQuery = now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, fullQuery);
}

async function measureBytes(browser: Browser, baseUrl: string, typed: string): Promise<ByteScenario> {
  const page = await openPage(browser, baseUrl);
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(baseUrl)) requests.push(request);
  });
  await installMarks(page, typed);
  await openModal(page);
  await page.keyboard.type(typed, { delay: 60 });
  await page.waitForFunction(() => (window as { searchMarks?: Marks }).searchMarks?.fullQuery !== undefined);
  const marks = await page.evaluate(() => (window as { searchMarks?: Marks }).searchMarks ?? {});
  await page.waitForLoadState('networkidle');

  const transfers = await Promise.all(
    requests.map(async (request) => {
      const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
      const url = new URL(request.url());
      const transfer: Transfer = {
        path: url.pathname + url.search,
        rawBytes: body.length,
        wireBytes: wireBytes(body.length, gzipSync(body).length),
      };
      return { transfer, startedAt: request.timing().startTime };
    }),
  );
  await page.context().close();
  const between = (from: number | undefined, to: number | undefined) =>
    transfers
      .filter(
        ({ startedAt }) => from !== undefined && to !== undefined && startedAt >= from && startedAt <= to,
      )
      .map(({ transfer }) => transfer);
  return {
    typed,
    toFirstResults: between(marks.opened, marks.firstResults),
    firstTypedToFirstResults: between(marks.firstTyped, marks.firstResults),
    toFullQuery: between(marks.opened, marks.fullQuery),
  };
}

interface LatencyScenario {
  readonly firstQueryMs: number;
  readonly warmMs: number[];
  readonly cachedMs: number[];
  readonly relevance: RelevanceOutcome[];
}

async function measureLatency(
  browser: Browser,
  baseUrl: string,
  cases: RelevanceCase[],
): Promise<LatencyScenario> {
  const page = await openPage(browser, baseUrl);
  await openModal(page);
  const first = await timeQuery(page, 'nat gateway');
  const warmMs: number[] = [];
  const relevance: RelevanceOutcome[] = [];
  for (const testCase of cases) {
    const { ms, hrefs } = await timeQuery(page, testCase.query);
    warmMs.push(ms);
    relevance.push(relevanceOutcome(testCase, pagesInOrder(hrefs)));
  }
  const cachedMs: number[] = [];
  for (const testCase of cases) cachedMs.push((await timeQuery(page, testCase.query)).ms);
  await page.context().close();
  return { firstQueryMs: first.ms, warmMs, cachedMs, relevance };
}

function transferTable(transfers: Transfer[]): string[] {
  const summary = summariseTransfers(transfers);
  return [
    '| Kind | Files | Gzip on the wire |',
    '| --- | --- | --- |',
    ...summary.rows.map((row) => `| ${row.kind} | ${row.files} | ${formatKb(row.wireBytes)} |`),
    `| **Total** | ${summary.rows.reduce((sum, row) => sum + row.files, 0)} | **${formatKb(summary.total)}** |`,
  ];
}

async function main(): Promise<void> {
  if (!args['skip-build']) await build();
  const cases = (
    JSON.parse(await readFile(path.join(ROOT, 'tests/fixtures/search-relevance.json'), 'utf8')) as {
      queries: RelevanceCase[];
    }
  ).queries;
  const size = await indexSize();
  const server = await startStaticServer(BUILD_DIR, Number(args.port));
  const browser = await chromium.launch({
    executablePath: resolveChromiumPath(),
    args: [...CHROMIUM_LAUNCH_ARGS],
  });
  const scenarios: ByteScenario[] = [];
  let latency: LatencyScenario;
  try {
    for (const typed of TYPED_QUERIES) scenarios.push(await measureBytes(browser, server.url, typed));
    latency = await measureLatency(browser, server.url, cases);
  } finally {
    await browser.close();
    await server.close();
  }

  const totalOf = (scenario: ByteScenario) => summariseTransfers(scenario.toFirstResults).total;
  const bytes = scenarios.reduce((worst, scenario) =>
    totalOf(scenario) > totalOf(worst) ? scenario : worst,
  );
  const hits = latency.relevance.filter((outcome) => outcome.hit).length;
  const figures = {
    bytesToFirstResults: summariseTransfers(bytes.toFirstResults).total,
    firstQueryMs: latency.firstQueryMs,
    warmMedianMs: median(latency.warmMs),
    hitRate: hits / latency.relevance.length,
  };
  const targets = checkTargets(figures);
  const indexData = size.rows
    .filter((row) =>
      ['Index chunks', 'Page fragments', 'Filter index', 'Index entry and metadata'].includes(row.kind),
    )
    .reduce((sum, row) => sum + row.bytes, 0);
  const indexTotal = size.rows.reduce((sum, row) => sum + row.bytes, 0);

  const lines = [
    '# Search benchmark',
    '',
    `Run at ${new Date().toISOString()} on ${process.platform}, headless Chromium, production build in \`${path.relative(ROOT, BUILD_DIR) || '.'}\`.`,
    '',
    '## Targets',
    '',
    '| Measure | Value | Target | Met |',
    '| --- | --- | --- | --- |',
    ...targets.map(
      (target) => `| ${target.name} | ${target.value} | ${target.limit} | ${target.met ? 'yes' : 'NO'} |`,
    ),
    '',
    `## Bytes from the first keystroke (Ctrl+K) to the first results, cold cache`,
    '',
    `In a fresh browser context the reader opens search with Ctrl+K and types a query at 60 ms per key; nothing search-related is fetched before that keystroke. Gzip sizes; Pagefind's index files are already gzip-compressed and count at their size.`,
    '',
    '| Typed query | To first results | Of which after the first typed character | To results for the whole query |',
    '| --- | --- | --- | --- |',
    ...scenarios.map(
      (scenario) =>
        `| ${scenario.typed} | ${formatKb(totalOf(scenario))} | ${formatKb(summariseTransfers(scenario.firstTypedToFirstResults).total)} | ${formatKb(summariseTransfers(scenario.toFullQuery).total)} |`,
    ),
    '',
    `The largest, "${bytes.typed}", by kind:`,
    '',
    ...transferTable(bytes.toFirstResults),
    '',
    '## Keystroke to rendered results',
    '',
    'Time from the input event to the DOM commit of the results for that text.',
    '',
    '| Case | Median | 95th percentile | Queries |',
    '| --- | --- | --- | --- |',
    `| First query after opening (index loading) | ${latency.firstQueryMs.toFixed(0)} ms | | 1 |`,
    `| Warm (index loaded, first use of each query) | ${median(latency.warmMs).toFixed(1)} ms | ${percentile(latency.warmMs, 95).toFixed(1)} ms | ${latency.warmMs.length} |`,
    `| Warm, repeated queries | ${median(latency.cachedMs).toFixed(1)} ms | ${percentile(latency.cachedMs, 95).toFixed(1)} ms | ${latency.cachedMs.length} |`,
    '',
    '## Relevance',
    '',
    `${hits} of ${latency.relevance.length} queries have the expected page in the top 3 (${(figures.hitRate * 100).toFixed(1)} %).`,
    '',
    ...(latency.relevance.some((outcome) => !outcome.hit)
      ? [
          '| Missed query | Expected | Top 3 |',
          '| --- | --- | --- |',
          ...latency.relevance
            .filter((outcome) => !outcome.hit)
            .map((outcome) => `| ${outcome.query} | ${outcome.expect} | ${outcome.top.join(', ')} |`),
          '',
        ]
      : []),
    '## Index size',
    '',
    `${size.pages} pages indexed. Index data (chunks, fragments, filters, metadata): ${formatKb(indexData)}; whole bundle on disk: ${formatKb(indexTotal)}.`,
    '',
    '| Kind | Files | Bytes on disk |',
    '| --- | --- | --- |',
    ...size.rows.map((row) => `| ${row.kind} | ${row.files} | ${formatKb(row.bytes)} |`),
    '',
  ];
  await mkdir(path.dirname(REPORT_MD), { recursive: true });
  await writeFile(REPORT_MD, lines.join('\n'));
  await writeFile(
    REPORT_JSON,
    `${JSON.stringify({ figures, targets, size, latency, bytes: scenarios }, null, 2)}\n`,
  );

  for (const target of targets) {
    console.log(`${target.met ? 'ok  ' : 'MISS'} ${target.name}: ${target.value} (target ${target.limit})`);
  }
  console.log(
    `Index: ${size.pages} pages, ${formatKb(indexData)} of index data, ${formatKb(indexTotal)} bundle`,
  );
  console.log(`Report written to ${path.relative(ROOT, REPORT_MD)}`);
  if (targets.some((target) => !target.met)) process.exitCode = 1;
}

await main();
