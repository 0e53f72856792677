import { expect, test } from './fixtures';
import { expectContentPage, gotoHydrated, waitForHydration } from './utils';
import { BASE_URL_BANNER_TITLE, FALLBACK_MS } from './siteLib';

// The page paints before its scripts run (src/lib/config/paintFirstTemplate.ts), in every browser state.
const FAQ = '/faq/terragrunt';

test('the first contentful paint comes before the site’s scripts run', async ({ page }) => {
  // Docusaurus's client entry sets window.docusaurus as the main bundle runs: note when.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      set(value: unknown) {
        (window as { scriptsRanAt?: number }).scriptsRanAt = performance.now();
        Object.defineProperty(window, 'docusaurus', { value, writable: true, configurable: true });
      },
    });
  });
  await gotoHydrated(page, FAQ);
  const { paintedAt, scriptsRanAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scriptsRanAt: (window as { scriptsRanAt?: number }).scriptsRanAt,
  }));
  expect(paintedAt).toBeDefined();
  expect(scriptsRanAt).toBeGreaterThan(paintedAt ?? Infinity);
});

test('the preloaded font and scripts are fetched once each', async ({ page }) => {
  const preloaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'font' || /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(pathname)) {
      preloaded.push(pathname.replace(/\.[0-9a-f]+\.js$/, '.js'));
    }
  });
  await gotoHydrated(page, FAQ);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(preloaded.sort()).toEqual([
    '/assets/js/main.js',
    '/assets/js/runtime~main.js',
    '/fonts/inter-latin-wght-normal.woff2',
  ]);
});

// These two freeze the page's clock, so the loader's fallback timer cannot be what adds the scripts.
test('a page opened in a hidden tab, which paints nothing, gets its scripts at once', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  });
  await page.clock.install();
  await gotoHydrated(page, FAQ);
  await expectContentPage(page);
});

test('a browser without paint timing gets the scripts after the next frame', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: undefined });
  });
  await page.clock.install();
  await page.goto(FAQ);
  await page.clock.runFor(FALLBACK_MS / 10);
  await waitForHydration(page);
  await expectContentPage(page);
});

test.describe('a page whose scripts do not load', () => {
  // Each script answered with 404 logs "Failed to load resource".
  test.use({ expectedConsoleError: /Failed to load resource/ });

  test('keeps its server-rendered content and shows no base-URL banner outside the home page', async ({
    page,
  }) => {
    await page.route('**/assets/js/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(FAQ);
    await expectContentPage(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(BASE_URL_BANNER_TITLE)).toHaveCount(0);
  });
});
