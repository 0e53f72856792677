import { expect, test } from './fixtures';
import { gotoHydrated } from './utils';

const SAMPLE = ['/', '/intro/overview/intro-to-gruntwork', '/faq/terragrunt', '/courses', '/tags'];

// The watched page fails a test on any request to another origin; this one also scrolls each page so
// that what loads near the screen (images, reference entries) is requested too.
test('pages make no request to any host but the site itself, scrolled to the end', async ({ page }) => {
  for (const route of SAMPLE) {
    await gotoHydrated(page, route);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
  }
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
