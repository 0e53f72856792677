import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from '@playwright/test';
import type { FetchedAsset } from '../../src/lib/bench/assets';

/** Lighthouse's mobile preset screen (its Moto G Power), so the bytes and Lighthouse see the same layout. */
export const MOBILE_SCREEN: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** With no request in flight or started for this long, the network counts as idle. */
const QUIET_MS = 1500;
const POLL_MS = 100;
const IDLE_TIMEOUT_MS = 60_000;

interface NetworkLog {
  inFlight: number;
  lastActivity: number;
  readonly requests: Request[];
}

/** Keeps the context's requests and counts those in flight. */
function logNetwork(context: BrowserContext): NetworkLog {
  const log: NetworkLog = { inFlight: 0, lastActivity: Date.now(), requests: [] };
  const settle = () => {
    log.inFlight -= 1;
    log.lastActivity = Date.now();
  };
  context.on('request', (request) => {
    log.inFlight += 1;
    log.lastActivity = Date.now();
    log.requests.push(request);
  });
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  return log;
}

/**
 * Runs in the page before its scripts: notes when (epoch ms, as request timings) hydration marks `<html>`,
 * and keeps every resource timing entry for waitForQuietNetwork.
 */
function recordHydration(): void {
  performance.setResourceTimingBufferSize(100_000);
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    Object.assign(window, { benchHydratedAt: performance.timeOrigin + performance.now() });
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

/**
 * Waits until the page is idle, every `<link rel=prefetch>` it added has loaded, and no request has been in
 * flight for QUIET_MS, checking by polling. Links in view prefetch from IntersectionObserver callbacks,
 * which run after a rendered frame: hence the frames and idle period first.
 */
async function waitForQuietNetwork(page: Page, log: NetworkLog): Promise<void> {
  const deadline = Date.now() + IDLE_TIMEOUT_MS;
  for (;;) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })),
          ),
        ),
    );
    await page.waitForFunction(
      () => {
        const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        const links = document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
        return Array.from(links).every((link) => loaded.has(link.href));
      },
      undefined,
      { polling: POLL_MS, timeout: IDLE_TIMEOUT_MS },
    );
    if (log.inFlight === 0 && Date.now() - log.lastActivity >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${IDLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The gzip size (zlib, default level) of a file as served, decoded. */
async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
}

/**
 * Loads url with a cold cache on a mobile screen, without scrolling, and returns the same-site JS and CSS
 * it fetched until the network was idle, each marked by whether a script request for it started before
 * hydration. Chromium keeps no body of a prefetch for the DevTools protocol, so each file is
 * fetched once more from here to be weighed. Used by `npm run bench` and tests/e2e/budgets.spec.ts alike.
 */
export async function measurePageBytes(browser: Browser, url: string): Promise<FetchedAsset[]> {
  const { origin } = new URL(url);
  // A new context has an empty HTTP cache.
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    const log = logNetwork(context);
    const page = await context.newPage();
    await page.addInitScript(recordHydration);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await waitForQuietNetwork(page, log);
    const hydratedAt = await page.evaluate(() => (window as { benchHydratedAt?: number }).benchHydratedAt);
    if (hydratedAt === undefined) throw new Error(`${url}: hydration was not recorded`);
    const files = new Map<string, Omit<FetchedAsset, 'gzipBytes'>>();
    for (const request of log.requests) {
      const file = new URL(request.url());
      if (file.origin !== origin || !/\.(js|css)$/.test(file.pathname) || request.failure()) continue;
      // A `<link rel=prefetch>` fetch has the type "other": it is for a later navigation, not this page.
      const forRender = request.resourceType() === 'script' && request.timing().startTime < hydratedAt;
      files.set(file.href, {
        path: file.pathname + file.search,
        kind: file.pathname.endsWith('.css') ? 'css' : 'js',
        beforeHydration: forRender || (files.get(file.href)?.beforeHydration ?? false),
      });
    }
    return Promise.all(
      [...files].map(async ([href, file]) => ({ ...file, gzipBytes: await gzipSizeOf(href) })),
    );
  } finally {
    await context.close();
  }
}
