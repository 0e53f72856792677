import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROGRESS_BAR } from './siteLib';
import { gotoHydrated } from './utils';

const FROM = '/intro/overview/how-it-works';
const NEXT_TITLE = /Getting started/i;

/** Pretends to be a phone on 2G with data saver on, where the theme must not prefetch. */
async function emulateSlowDataSaver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '2g', saveData: true },
    });
  });
}

const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]');

test('links coming into view are prefetched, each from a script the site serves', async ({ page }) => {
  await gotoHydrated(page, FROM);
  await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
  // The URLs come from the bundler's chunk table (plugins/route-loading/client/docusaurus.ts): a wrong one is a 404.
  const hrefs = await prefetchLinks(page).evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  for (const href of hrefs) {
    expect(href).toMatch(/\/assets\/js\/[^/]+\.js$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('on 2G with data saver nothing is prefetched, and links still work', async ({ page }) => {
  await emulateSlowDataSaver(page);
  await gotoHydrated(page, FROM);
  await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(prefetchLinks(page)).toHaveCount(0);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
});

test('a slow page load shows the progress bar, then the new page', async ({ page }) => {
  await emulateSlowDataSaver(page);
  await gotoHydrated(page, FROM);
  // The reader reads before clicking: the bar's code is fetched in that idle time.
  await page.waitForLoadState('networkidle');
  const scriptsFetchedAfterClick: string[] = [];
  const progressBarScriptsFetchedAfterClick: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    const response = await route.fetch();
    scriptsFetchedAfterClick.push(route.request().url());
    if ((await response.text()).includes('nprogress'))
      progressBarScriptsFetchedAfterClick.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // Fetched only now, the bar's code would arrive with the page it announces, too late to show.
  expect(scriptsFetchedAfterClick.length).toBeGreaterThan(0);
  expect(progressBarScriptsFetchedAfterClick).toEqual([]);
});

/** Records whether the progress bar was ever put on the page, so a test can tell it never appeared. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { progressBarSeen?: boolean };
    seen.progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.progressBarSeen = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

test('a page that loads within the delay never shows the progress bar', async ({ page }) => {
  await emulateSlowDataSaver(page);
  await gotoHydrated(page, FROM);
  await watchProgressBar(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
  expect(await page.evaluate(() => (window as unknown as { progressBarSeen: boolean }).progressBarSeen)).toBe(
    false,
  );
});

test.describe('when page chunks cannot be fetched', () => {
  // Each aborted chunk request logs "Failed to load resource".
  test.use({ expectedConsoleError: /Failed to load resource/ });

  // SPEC §8: the failure is logged as a warning, the current page stays on screen, and Retry loads the page
  // (in full: the loader keeps a failed load cached for the rest of the visit).
  test('when a page chunk fails to load, the current page stays and Retry loads the next one', async ({
    page,
  }) => {
    await emulateSlowDataSaver(page);
    // Time runs as usual, but the test can also move it on, to the moment the bar would show.
    await page.clock.install();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, FROM);
    const currentTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await page.locator('.pagination-nav__link--next').click();

    const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeFocused();
    expect(warnings.some((text) => text.includes('Could not load the page'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(currentTitle ?? '');
    // A navigation that failed will not finish: no bar, even once its delay has passed.
    await page.clock.runFor(PROGRESS_BAR.delayMs * 2);
    await expect(page.locator('#nprogress')).toHaveCount(0);

    await page.unroute('**/assets/js/**');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/intro\/overview\/getting-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
    await expect(notice).toHaveCount(0);
  });

  test('a dismissed load failure leaves the reader on a working page', async ({ page }) => {
    await emulateSlowDataSaver(page);
    await gotoHydrated(page, FROM);
    const currentTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await page.locator('.pagination-nav__link--next').click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(currentTitle);
    await page.unroute('**/assets/js/**');
    await page.locator('.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(/\/intro\/overview\/intro-to-gruntwork$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(currentTitle);
  });
});
