import { expect, test } from '@playwright/test';
import { gotoHydrated } from './utils';

const SAMPLE = ['/', '/intro/overview/intro-to-gruntwork', '/faq/terragrunt', '/courses', '/tags'];

test('pages make no request to any host but the site itself', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:')
      foreign.push(url.href);
  });
  for (const route of SAMPLE) {
    await gotoHydrated(page, route);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('fonts are served from the site', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.url());
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(new URL(font).hostname).toBe('localhost');
});
