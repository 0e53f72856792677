/**
 * Search benchmark (not a test): on the production build in headless Chromium, measures the bytes
 * fetched from the first keystroke (the Ctrl+K that opens search) to the first results with a cold
 * cache (the worst of a few typed queries), keystroke-to-render latency for the first and for warm
 * queries, the relevance hit rate of tests/fixtures/search-relevance.json, and the index size. Writes
 * reports/search-bench.{md,json}.
 * Usage: npm run bench:search [-- --skip-build] [--build-dir <dir>] [--port <port>]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatKb } from '../src/lib/bench/assets';
import { markdownTable } from '../src/lib/bench/markdown';
import {
  checkTargets,
  median,
  percentile,
  summariseTransfers,
  type RelevanceCase,
  type Transfer,
} from '../src/lib/bench/search';
import { buildSite } from './lib/build';
import { launchChromium } from './lib/chromium';
import { startGzipServer } from './lib/gzipServer';
import { writeReports } from './lib/report';
import { indexSize } from './lib/searchIndex';
import { measureBytes, measureLatency, type ByteScenario, type LatencyScenario } from './lib/searchScenarios';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(ROOT, 'reports', 'search-bench');
/** Queries typed key by key in the cold-cache byte measurement; the report gives the worst. */
const TYPED_QUERIES = ['terragrunt dependency', 'nat gateway', 'upgrade eks control plane'];

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string', default: 'build' },
    // 0: a free port.
    port: { type: 'string', default: '0' },
  },
});
const BUILD_DIR = path.resolve(ROOT, args['build-dir']);

/** Median and 95th percentile cells, and the count. */
function spread(values: readonly number[]): string[] {
  return [
    `${median(values).toFixed(1)} ms`,
    `${percentile(values, 95).toFixed(1)} ms`,
    String(values.length),
  ];
}

function transferTable(transfers: Transfer[]): string[] {
  const summary = summariseTransfers(transfers);
  return markdownTable(
    ['Kind', 'Files', 'Gzip on the wire'],
    [
      ...summary.rows.map((row) => [row.kind, String(row.files), formatKb(row.wireBytes)]),
      [
        '**Total**',
        String(summary.rows.reduce((sum, row) => sum + row.files, 0)),
        `**${formatKb(summary.total)}**`,
      ],
    ],
  );
}

async function main(): Promise<void> {
  if (!args['skip-build']) await buildSite(ROOT, { outDir: BUILD_DIR });
  const cases = (
    JSON.parse(await readFile(path.join(ROOT, 'tests/fixtures/search-relevance.json'), 'utf8')) as {
      queries: RelevanceCase[];
    }
  ).queries;
  const size = await indexSize(BUILD_DIR);
  const server = await startGzipServer(BUILD_DIR, Number(args.port));
  const browser = await launchChromium();
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
    ...markdownTable(
      ['Measure', 'Value', 'Target', 'Met'],
      targets.map((target) => [target.name, target.value, target.limit, target.met ? 'yes' : 'NO']),
    ),
    '',
    `## Bytes from the first keystroke (Ctrl+K) to the first results, cold cache`,
    '',
    `In a fresh browser context the reader opens search with Ctrl+K and types a query at 60 ms per key; nothing search-related is fetched before that keystroke. Gzip sizes; Pagefind's index files are already gzip-compressed and count at their size.`,
    '',
    ...markdownTable(
      [
        'Typed query',
        'To first results',
        'Of which after the first typed character',
        'To results for the whole query',
      ],
      scenarios.map((scenario) => [
        scenario.typed,
        formatKb(totalOf(scenario)),
        formatKb(summariseTransfers(scenario.firstTypedToFirstResults).total),
        formatKb(summariseTransfers(scenario.toFullQuery).total),
      ]),
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
    ...markdownTable(
      ['Case', 'Median', '95th percentile', 'Queries'],
      [
        ['First query after opening (index loading)', `${latency.firstQueryMs.toFixed(0)} ms`, '', '1'],
        ['Warm (index loaded, first use of each query)', ...spread(latency.warmMs)],
        ['Warm, repeated queries', ...spread(latency.cachedMs)],
      ],
    ),
    '',
    '## Relevance',
    '',
    `${hits} of ${latency.relevance.length} queries have the expected page in the top 3 (${(figures.hitRate * 100).toFixed(1)} %).`,
    '',
    ...(latency.relevance.some((outcome) => !outcome.hit)
      ? [
          ...markdownTable(
            ['Missed query', 'Expected', 'Top 3'],
            latency.relevance
              .filter((outcome) => !outcome.hit)
              .map((outcome) => [outcome.query, outcome.expect, outcome.top.join(', ')]),
          ),
          '',
        ]
      : []),
    '## Index size',
    '',
    `${size.pages} pages indexed. Index data (chunks, fragments, filters, metadata): ${formatKb(indexData)}; whole bundle on disk: ${formatKb(indexTotal)}.`,
    '',
    ...markdownTable(
      ['Kind', 'Files', 'Bytes on disk'],
      size.rows.map((row) => [row.kind, String(row.files), formatKb(row.bytes)]),
    ),
    '',
  ];
  await writeReports(REPORT, lines.join('\n'), { figures, targets, size, latency, bytes: scenarios });

  for (const target of targets) {
    console.log(`${target.met ? 'ok  ' : 'MISS'} ${target.name}: ${target.value} (target ${target.limit})`);
  }
  console.log(
    `Index: ${size.pages} pages, ${formatKb(indexData)} of index data, ${formatKb(indexTotal)} bundle`,
  );
  if (targets.some((target) => !target.met)) process.exitCode = 1;
}

await main();
