import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, gotoHydrated } from './utils';

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

test('links coming into view are prefetched', async ({ page }) => {
  await gotoHydrated(page, FROM);
  await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
  await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
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
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

// Docusaurus 3 no longer strands the reader on the old page: it logs the failure and reloads the target URL,
// whose server-rendered HTML shows the content even if scripts keep failing.
test('when a page chunk fails to load, a warning is logged and the page loads in full', async ({ page }) => {
  await emulateSlowDataSaver(page);
  const errors = collectPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoHydrated(page, FROM);
  await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
  await page.locator('.pagination-nav__link--next').click();
  await expect.poll(() => warnings.some((text) => /chunk|load/i.test(text))).toBe(true);
  await expect(page).toHaveURL(/\/intro\/overview\/getting-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEXT_TITLE);
  expect(errors).toEqual([]);
});
