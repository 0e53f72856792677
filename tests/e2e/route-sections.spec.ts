import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoHydrated } from './utils';

// /support stays in the main route tables; the FAQ pages are one route section (plugins/route-sections).
const SUPPORT = '/support';
const FAQ_PAGE = '/faq/terragrunt';
/** Only the FAQ section's chunk names this route (its routesChunkNames key is `<path>-<hash>`). */
const FAQ_SECTION_MARK = `${FAQ_PAGE}-`;

/** Turns prefetching off, as on 2G with data saver, so a section is loaded only by the navigation itself. */
async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { effectiveType: '2g', saveData: true },
    });
  });
}

async function isFaqSection(route: Route): Promise<boolean> {
  const response = await route.fetch();
  return (await response.text()).includes(FAQ_SECTION_MARK);
}

test('the main bundle leaves out the pages of route sections', async ({ page, request }) => {
  await gotoHydrated(page, SUPPORT);
  const mainUrl = await page.evaluate(
    () =>
      Array.from(document.scripts, (script) => script.src).find((src) => /\/main\.[\w]+\.js$/.test(src)) ??
      '',
  );
  const main = await (await request.get(mainUrl)).text();
  // Each route's entry of the chunk-name table is keyed `<path>-<hash>`.
  expect(main.includes('"/support-'), 'the main bundle keeps /support').toBe(true);
  expect(main.includes(FAQ_SECTION_MARK), 'the main bundle leaves out the FAQ pages').toBe(false);
});

test('a page opened directly renders from its section, and links into another section work', async ({
  page,
}) => {
  await gotoHydrated(page, FAQ_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terragrunt/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Intro', exact: true })
    .click();
  await expect(page).toHaveURL(/\/intro\/overview\/intro-to-gruntwork$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Introduction to Gruntwork/);
});

test('navigating into a section that is not loaded yet loads it, then the page', async ({ page }) => {
  await withoutPrefetch(page);
  await gotoHydrated(page, SUPPORT);
  const sectionRequests: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    if (await isFaqSection(route)) sectionRequests.push(route.request().url());
    await route.continue();
  });
  await page.locator(`main a[href="${FAQ_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${FAQ_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terragrunt/);
  expect(sectionRequests).toHaveLength(1);
  // The FAQ sidebar came with the section, out of the docs data every doc page loads: it marks the page.
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Terragrunt');
});

test.describe('when a section cannot be fetched', () => {
  test.use({ expectedConsoleError: /Failed to load resource/ });

  test('the current page stays, and Retry loads the page', async ({ page }) => {
    await withoutPrefetch(page);
    await gotoHydrated(page, SUPPORT);
    const supportTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.route('**/assets/js/**', async (route) => {
      if (await isFaqSection(route)) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.locator(`main a[href="${FAQ_PAGE}"]`).first().click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supportTitle);

    await page.unroute('**/assets/js/**');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(new RegExp(`${FAQ_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terragrunt/);
  });
});

test('sections loaded after hydration do not mount the current page again', async ({ page }) => {
  await gotoHydrated(page, SUPPORT);
  await page.evaluate(() => Object.assign(window, { articleAtLoad: document.querySelector('article') }));
  // What hovering a link does: each path installs a section whose routes come before /support's.
  await page.evaluate(
    async (paths) => {
      const { docusaurus } = window as unknown as {
        docusaurus: { preload(path: string): Promise<unknown> | false };
      };
      await Promise.all(paths.map((path) => docusaurus.preload(path)));
    },
    [FAQ_PAGE, '/intro/dev-portal/create-account'],
  );
  // A hash link is a navigation: the router renders the page's route again.
  await page.locator('main a.hash-link').first().click();
  await expect(page).toHaveURL(/#/);
  const samePage = await page.evaluate(
    () => (window as { articleAtLoad?: Element }).articleAtLoad === document.querySelector('article'),
  );
  expect(samePage).toBe(true);
});

test('the navbar marks the part of the site of a page opened client-side', async ({ page }) => {
  await gotoHydrated(page, FAQ_PAGE);
  const intro = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Intro', exact: true });
  await expect(intro).not.toHaveAttribute('aria-current', 'page');
  await intro.click();
  // The FAQ page stays on screen until the intro page has loaded, though the URL changes at once: wait
  // for the intro page's own link before following it.
  const next = page.locator('.pagination-nav__link--next');
  await expect(next).toHaveAttribute('href', '/intro/overview/how-it-works');
  await next.click();
  await expect(page).toHaveURL(/\/intro\/overview\/how-it-works$/);
  // The theme finds the current doc in the docs plugin's global data, which the intro section filled in.
  await expect(intro).toHaveAttribute('aria-current', 'page');
});

for (const route of [
  '/',
  FAQ_PAGE,
  '/reference/services/networking/virtual-private-cloud-vpc',
  '/tags/vpc',
  SUPPORT,
]) {
  test(`${route} announces in its HTML every script it runs before it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        Object.assign(window, { hydratedAt: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    await gotoHydrated(page, route);
    await page.waitForFunction(() => 'hydratedAt' in window);
    // A preloaded script is fetched by its <link>; one the main bundle had to discover, by a <script>.
    const fetchedBy = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.endsWith('.js') &&
            entry.startTime < (window as unknown as { hydratedAt: number }).hydratedAt,
        )
        .map(
          (entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${new URL(entry.name).pathname}`,
        ),
    );
    expect(fetchedBy.length).toBeGreaterThan(2);
    expect(fetchedBy.filter((line) => !line.startsWith('link '))).toEqual([]);
  });
}
