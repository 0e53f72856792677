import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated, withColorMode } from './utils';

const PAGES = [
  '/',
  '/intro/overview/intro-to-gruntwork',
  '/tags',
  '/courses',
  '/no-such-page',
  '/reference/services/networking/virtual-private-cloud-vpc',
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const mode of ['light', 'dark'] as const) {
  for (const route of PAGES) {
    test(`${route} has no serious accessibility violations in ${mode} mode`, async ({ page }) => {
      // axe checks every element, and a reference page has thousands.
      if (route.startsWith('/reference/services/')) test.slow();
      await gotoHydrated(page, withColorMode(route, mode));
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(blocking).toEqual([]);
    });
  }
}
