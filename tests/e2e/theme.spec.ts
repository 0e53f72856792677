import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blockLocalStorage, gotoHydrated } from './utils';

const DOC = '/intro/overview/intro-to-gruntwork';
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

test('defaults to light mode and the toggle choice survives a reload', async ({ page }) => {
  await gotoHydrated(page, DOC);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('ignores the system dark preference by default', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await gotoHydrated(page, DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('with localStorage throwing, the site renders and the toggle still works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await blockLocalStorage(page);
  await gotoHydrated(page, DOC);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'intro course path' });

  test('points to the intro course and stays closed after a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(bar(page).getByRole('link', { name: 'intro course path' })).toHaveAttribute(
      'href',
      '/intro',
    );
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(bar(page)).toHaveCount(0);
  });

  test('reappears when the configured id differs from the dismissed one', async ({ page }) => {
    await gotoHydrated(page, '/');
    await bar(page).getByRole('button', { name: 'Close' }).click();
    // Keys carry a per-site namespace suffix; find them instead of hard-coding it.
    await page.evaluate(() => {
      const keys = Object.keys(window.localStorage);
      const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'));
      if (!idKey) throw new Error(`no announcement id key in ${keys.join(', ')}`);
      window.localStorage.setItem(idKey, 'an-older-announcement');
    });
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

test('doc images zoom on click and close on Escape', async ({ page }) => {
  await gotoHydrated(page, '/intro/overview/how-it-works');
  const image = page.locator('.markdown img').first();
  await image.scrollIntoViewIfNeeded();
  // The zoom attaches one second after load (SPEC §9), marking the image with its class.
  await expect(image).toHaveClass(/medium-zoom-image/);
  await image.click();
  const zoomed = page.locator('.medium-zoom-image--opened');
  await expect(zoomed).toBeVisible();
  // medium-zoom ignores Escape during its 300 ms opening animation, so retry the key until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(zoomed).toHaveCount(0, { timeout: 500 });
  }).toPass();
});
