import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findAddedScript, gotoHydrated, recordAddedScripts, withColorMode } from './utils';

// The first page's code blocks hydrate from the server's highlighted markup without Prism; Prism is
// fetched when a later page with code is on its way (plugins/lean-prism).

const FAQ = '/faq/terragrunt';
const CODE_PAGE = '/intro/tool-fundamentals/terraform';

// Prism's core defines highlightAllUnder; minifiers keep property names.
const isPrism = (script: string) => script.includes('highlightAllUnder');

/** Makes requests for Prism's chunk fail until `unblock` is called. */
async function blockPrism(page: Page): Promise<{ unblock: () => void }> {
  let blocked = true;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (blocked && isPrism(body)) await route.abort();
    else await route.fulfill({ response, body });
  });
  return {
    unblock: () => {
      blocked = false;
    },
  };
}

/** The markup inside each code block, as served and as it is now in the page. */
async function codeMarkup(page: Page, url: string): Promise<{ served: string[]; live: string[] }> {
  const html = await (await page.request.get(url)).text();
  return page.evaluate((served) => {
    const markup = (root: ParentNode) =>
      Array.from(root.querySelectorAll('pre code'), (code) => code.innerHTML);
    return { served: markup(new DOMParser().parseFromString(served, 'text/html')), live: markup(document) };
  }, html);
}

test('a page with code keeps the served highlighting without Prism, which a link to code then fetches', async ({
  page,
}) => {
  await recordAddedScripts(page);
  await gotoHydrated(page, FAQ);
  await page.waitForLoadState('networkidle');
  expect(await findAddedScript(page, isPrism)).toBeUndefined();
  // Without Prism the browser renders each line as one plain token: live markup equal to the served
  // highlighting shows that React kept the server's markup. This fails the day React starts repairing it.
  const { served, live } = await codeMarkup(page, FAQ);
  expect(served.length).toBeGreaterThan(10);
  expect(served.join('')).toContain('class="token ');
  expect(live).toEqual(served);
  // Hovering a link preloads its page, whose module asks for Prism.
  await page.locator('a.pagination-nav__link--next').hover();
  await expect.poll(() => findAddedScript(page, isPrism)).toMatchObject({ afterHydration: true });
});

test.describe('without Prism', () => {
  // The aborted Prism requests; the page itself only warns.
  test.use({ expectedConsoleError: /Failed to load resource/ });
  // Prefetches may still be in the route handler when the page closes.
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('hydrated code keeps its highlighting in dark mode and across a colour switch', async ({ page }) => {
    await blockPrism(page);
    await gotoHydrated(page, withColorMode(FAQ, 'dark'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const { served, live } = await codeMarkup(page, FAQ);
    expect(served.join('')).toContain('class="token ');
    expect(live).toEqual(served);
  });

  test('code reached by client-side navigation reads as plain text, and a later page loads Prism again', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const prism = await blockPrism(page);
    await gotoHydrated(page, '/intro');
    await page.getByRole('main').locator(`a[href="${CODE_PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${CODE_PAGE}$`));
    const block = page.locator('pre.language-hcl').first();
    await expect(block).toContainText('required_providers');
    await expect
      .poll(() => warnings.some((text) => text.includes('Code highlighting did not load')))
      .toBe(true);
    await expect(block.locator('.token.keyword, .token.property, .token.string')).toHaveCount(0);

    prism.unblock();
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`${CODE_PAGE}$`));
    await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
  });
});
