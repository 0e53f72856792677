import { expect, test } from './fixtures';
import { gotoHydrated } from './utils';

// The reading order of the intro course path (issue 3), from the path overview to next steps.
const STEPS = [
  '/intro/overview/intro-to-gruntwork',
  '/intro/overview/how-it-works',
  '/intro/overview/getting-started',
  '/intro/overview/use-cases',
  '/intro/overview/gruntwork-vs-other',
  '/intro/overview/gruntwork-production-framework',
  '/intro/core-concepts/infrastructure-as-code',
  '/intro/core-concepts/immutable-infrastructure',
  '/intro/core-concepts/production-framework',
  '/intro/dev-portal/create-account',
  '/intro/dev-portal/invite-team',
  '/intro/dev-portal/link-github-id',
  '/intro/environment-setup/recommended_tools',
  '/intro/first-deployment/using-terraform-modules',
  '/intro/first-deployment/deploy',
  '/intro/first-deployment/testing',
  '/intro/tool-fundamentals/docker',
  '/intro/tool-fundamentals/packer',
  '/intro/tool-fundamentals/terraform',
  '/intro/tool-fundamentals/terragrunt',
  '/intro/next-steps',
];

test('/intro links every step of the path in reading order', async ({ page }) => {
  await gotoHydrated(page, '/intro');
  const hrefs = await page
    .locator('article a[href^="/intro/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const firstVisits = hrefs.filter((href, index) => STEPS.includes(href) && hrefs.indexOf(href) === index);
  expect(firstVisits).toEqual(STEPS);
});

test('"Next" pagination walks the whole path from /intro to next steps', async ({ page }) => {
  // One client-side navigation per step of the path.
  test.slow();
  await gotoHydrated(page, '/intro');
  let previous = '/intro';
  for (const step of STEPS) {
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(new RegExp(`${step}$`));
    // The URL changes before the new page renders; its "Previous" link shows it has.
    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', previous);
    previous = step;
  }
  await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(new RegExp(`${STEPS[STEPS.length - 2] ?? ''}$`));
});
