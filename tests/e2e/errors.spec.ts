import { expect, test } from './fixtures';
import { BASE_URL_BANNER as BANNER, gotoHydrated } from './utils';

test.describe('the base-URL banner', () => {
  test('stays hidden when the site loads', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test.describe('when no asset loads, as with a wrong base URL', () => {
    // Each asset answered with 404 logs "Failed to load resource".
    test.use({ expectedConsoleError: /Failed to load resource/ });

    test('the home page shows it with a suggested base URL', async ({ page }) => {
      await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto('/');
      await expect(page.getByText(BANNER)).toBeVisible();
      await expect(page.getByText(/We suggest trying baseUrl = \//)).toBeVisible();
    });
  });
});

test.describe('a page that throws while rendering', () => {
  const FAILURE = 'Simulated rendering failure';
  // React reports the error it caught in the console.
  test.use({ expectedConsoleError: new RegExp(FAILURE) });

  test('shows the crash screen with the error, and Try again renders the page', async ({ page }) => {
    // A link starts to observe itself as React commits it, so a throwing observe() makes the next page's
    // article fail to render, which the layout's error boundary catches.
    await page.addInitScript((message) => {
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
        const failing = (window as { failRendering?: boolean }).failRendering && target.closest('article');
        if (failing) throw new Error(message);
        observe.call(this, target);
      };
    }, FAILURE);
    await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last();
    const nextPath = (await next.getAttribute('href')) ?? '';
    expect(nextPath).not.toBe('');

    await page.evaluate(() => Object.assign(window, { failRendering: true }));
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page.getByText(FAILURE)).toBeVisible();

    await page.evaluate(() => Object.assign(window, { failRendering: false }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(nextPath);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(FAILURE)).toHaveCount(0);
  });
});
