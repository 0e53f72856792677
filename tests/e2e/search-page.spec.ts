import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe, gotoHydrated, seriousViolations, withColorMode } from './utils';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search text' });
const status = (page: Page) => page.getByRole('main').getByRole('status');
const resultTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

test('shows results for ?q= with excerpts that link into the site', async ({ page }) => {
  await gotoHydrated(page, '/search?q=terragrunt');
  await expect(field(page)).toHaveValue('terragrunt');
  await expect(status(page)).toHaveText(/^\d+ results for “terragrunt”$/);
  await expect(resultTitles(page).first()).toBeVisible();
  const hrefs = await resultTitles(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
});

test('typing updates q in place without adding history entries', async ({ page }) => {
  await gotoHydrated(page, '/search');
  const before = await page.evaluate(() => window.history.length);
  await field(page).click();
  await page.keyboard.type('eks upgrade');
  await expect(page).toHaveURL(/\/search\?q=eks\+upgrade$/);
  await expect(status(page)).toContainText('for “eks upgrade”');
  await field(page).fill('');
  await expect(page).toHaveURL(/\/search$/);
  expect(await page.evaluate(() => window.history.length)).toBe(before);
});

test('the section filter narrows the results', async ({ page }) => {
  await gotoHydrated(page, '/search?q=terraform');
  const section = page.getByRole('combobox', { name: 'Section' });
  await expect(section).toBeVisible();
  await section.selectOption('FAQ');
  await expect(status(page)).toHaveText(/results? for “terraform” in FAQ$/);
  const sections = await page
    .getByRole('main')
    .locator('article p:first-child > span:first-child')
    .allTextContents();
  expect(sections.length).toBeGreaterThan(0);
  expect(new Set(sections)).toEqual(new Set(['FAQ']));
});

test('"Load more" adds the next results and moves focus to the first new one', async ({ page }) => {
  await gotoHydrated(page, '/search?q=terraform');
  await expect(resultTitles(page)).toHaveCount(10);
  await page.getByRole('button', { name: /^Load more/ }).click();
  await expect.poll(() => resultTitles(page).count()).toBeGreaterThan(10);
  await expect(resultTitles(page).nth(10).getByRole('link')).toBeFocused();
});

test('an empty query shows suggestions, a query without matches says so', async ({ page }) => {
  await gotoHydrated(page, '/search');
  await expect(page.getByRole('main').getByRole('link', { name: 'Intro course path' })).toBeVisible();
  await field(page).fill('qwxzvbnmlk');
  await expect(status(page)).toHaveText('No results for “qwxzvbnmlk”');
  await expect(page.getByText('Check the spelling of tool and service names.')).toBeVisible();
});

test('an HTML query in the URL is shown as text and never executed', async ({ page }) => {
  const text = '<script>window.injected=true</script><img src=x onerror="window.injected=true">';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(text)}`);
  await expect(field(page)).toHaveValue(text);
  await expect(status(page)).toContainText(`for “${text}”`);
  await expect(page.getByRole('main').locator('img[src="x"], script:not([src])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('an absurdly long query is cut with a note, not an error', async ({ page }) => {
  await gotoHydrated(page, `/search?q=${'terraform%20'.repeat(100)}`);
  await expect(page.getByText('Your search was shortened to its first 200 characters.')).toBeVisible();
  expect((await field(page).inputValue()).length).toBe(200);
  await expect(status(page)).toContainText('results for');
});

test('odd query strings load the page', async ({ page }) => {
  await gotoHydrated(page, '/search?q=%E0%A4%A&q=second&x=%');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the documentation' })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`has no serious accessibility violations with results in ${mode} mode`, async ({ page }) => {
    await gotoHydrated(page, withColorMode('/search?q=terraform', mode));
    await expect(resultTitles(page).first()).toBeVisible();
    expect(seriousViolations(await axe(page).analyze())).toEqual([]);
  });
}
