/** The browser side of `npm run bench:search`: what a reader does with search, timed and weighed. */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import {
  pagesInOrder,
  relevanceOutcome,
  wireBytes,
  type RelevanceCase,
  type RelevanceOutcome,
  type Transfer,
} from '../../src/lib/bench/search';

/** The page search is opened from. */
const DOC = '/intro/overview/intro-to-gruntwork';

async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
  // A new context per scenario has an empty HTTP cache: every measurement starts cold.
  const context = await browser.newContext();
  const { hostname } = new URL(baseUrl);
  await context.route(
    (url) => url.hostname !== hostname,
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

export interface ByteScenario {
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

/**
 * In a cold context, opens search with Ctrl+K and types a query at 60 ms per key, keeping the same-site
 * transfers between the marks of installMarks.
 */
export async function measureBytes(browser: Browser, baseUrl: string, typed: string): Promise<ByteScenario> {
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

export interface LatencyScenario {
  readonly firstQueryMs: number;
  readonly warmMs: number[];
  readonly cachedMs: number[];
  readonly relevance: RelevanceOutcome[];
}

/** Times the first query after opening, then each relevance query twice, and ranks their results. */
export async function measureLatency(
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
