import { expect, test } from './fixtures';
import { BASE_URL_BANNER, expectContentPage, gotoHydrated } from './utils';

const FAQ = '/faq/terragrunt';

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
    await expect(page.getByText(BASE_URL_BANNER)).toHaveCount(0);
  });
});
