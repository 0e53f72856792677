import { expect, test } from './fixtures';
import { axe, gotoHydrated, seriousViolations, withColorMode } from './utils';

// The sweep runs axe on every page but leaves out the rules that depend only on the theme's colours.
// They run here, with all the others, on one page of each layout in both colour modes: pages chosen for
// what colours meet on them (code blocks, tables of links and code, admonitions, reference entries, cards).
const PAGES = [
  '/',
  '/intro/overview/intro-to-gruntwork',
  '/faq/terragrunt',
  '/guides/build-it-yourself/pipelines/deployment-walkthrough/create-the-oidc-provider-and-roles',
  '/reference/services/networking/virtual-private-cloud-vpc',
  '/tags',
  '/courses',
  '/support',
  '/no-such-page',
];
const NOT_FOUND = '/no-such-page';

const checks = PAGES.flatMap((route) => (['light', 'dark'] as const).map((mode) => ({ route, mode })));

for (const { route, mode } of checks) {
  test.describe(`${route} in ${mode} mode`, () => {
    // The browser logs the not-found page's 404 answer.
    if (route === NOT_FOUND) test.use({ expectedConsoleError: /status of 404/ });

    test('has no serious accessibility violations', async ({ page }) => {
      // axe checks every element, and a reference page has thousands.
      if (route.startsWith('/reference/services/')) test.slow();
      await gotoHydrated(page, withColorMode(route, mode));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(seriousViolations(await axe(page).analyze())).toEqual([]);
    });
  });
}
