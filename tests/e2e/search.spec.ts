import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe, blockLocalStorage, gotoHydrated, seriousViolations, withColorMode } from './utils';

const DOC = '/intro/overview/intro-to-gruntwork';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });
const combobox = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
}

async function search(page: Page, text: string): Promise<void> {
  await combobox(page).fill(text);
  await expect(dialog(page).getByRole('status')).toContainText(`for “${text}”`);
}

test.describe('search modal', () => {
  test('loads the index on intent, not on page load', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
    });
    await gotoHydrated(page, DOC);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await searchButton(page).hover();
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('Ctrl+K opens and closes it', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Cmd+K opens it', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('Meta+k');
    await expect(combobox(page)).toBeFocused();
  });

  test('slash opens it outside fields but types a slash in a field', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.keyboard.press('/');
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await gotoHydrated(page, '/search');
    const field = page.getByRole('searchbox', { name: 'Search text' });
    await field.click();
    await page.keyboard.type('ci/cd');
    await expect(field).toHaveValue('ci/cd');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the button opens it on click and shows the shortcut hint', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await expect(searchButton(page)).toContainText('Ctrl K');
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
  });

  test('a letter typed on the focused button becomes the first character of the query', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await searchButton(page).focus();
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('k');
    await expect(combobox(page)).toHaveValue('k');
    await page.keyboard.type('arpenter');
    await expect(combobox(page)).toHaveValue('karpenter');
    await expect(options(page).first()).toBeVisible();
  });

  test('results are grouped by page with a heading, highlighted excerpt and section', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'mock outputs');
    // Several pages mention mock outputs; the FAQ's group is among them, named after the page, with its section.
    const faqGroup = dialog(page).getByRole('group', { name: 'Terragrunt FAQ' });
    await expect(faqGroup).toBeVisible();
    await expect(faqGroup).toContainText('FAQ');
    const first = options(page).first();
    await expect(first.locator('mark').first()).toHaveText(/mock|output/i);
    for (const href of await options(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/[a-z]/);
    }
  });

  test('arrow keys move the active option and Enter opens it client-side', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await openWithShortcut(page);
    await search(page, 'eks upgrade');
    const input = combobox(page);
    const firstId = await options(page).nth(0).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const target = (await second.getAttribute('href')) ?? '';
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('clicking a result navigates and closes the modal', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'cidr ranges');
    const first = options(page).first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
  });

  test('Escape closes it and returns focus to the search button', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('opening it does not shift the page sideways when the page has a scrollbar', async ({
    scrollbarPage: page,
  }) => {
    await gotoHydrated(page, DOC);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const gutter = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(gutter).toBeGreaterThan(0);
    // The button sits at the navbar's right end, so it moves with any change of the page's width.
    const left = () => searchButton(page).evaluate((element) => element.getBoundingClientRect().left);
    const before = await left();
    await page.keyboard.press('Control+k');
    await expect(combobox(page)).toBeFocused();
    expect(await left()).toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    expect(await left()).toBe(before);
  });

  test('Tab keeps focus inside the open modal', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'terragrunt');
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
  });

  test('"See all N results" goes to /search with the text encoded', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'nat gateway');
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results?$/ });
    await expect(seeAll).toHaveAttribute('href', '/search?q=nat%20gateway');
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=nat%20gateway$/);
    await expect(page.getByRole('searchbox', { name: 'Search text' })).toHaveValue('nat gateway');
    await expect(page.getByRole('main').getByRole('status')).toContainText('for “nat gateway”');
  });

  test('an HTML query is shown as text and never executed', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await page.evaluate(() => Object.assign(window, { injected: false }));
    await openWithShortcut(page);
    const text = '<img src=x onerror="window.injected=true"><b>bold</b>';
    await combobox(page).fill(text);
    await expect(dialog(page).getByRole('status')).toContainText(`for “${text}”`);
    await expect(dialog(page)).toContainText(text);
    await expect(dialog(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBe(false);
  });

  test('remembers recent searches and offers them when the box is empty', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'karpenter');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await openWithShortcut(page);
    const recent = dialog(page).getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option', { name: 'karpenter' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toHaveValue('karpenter');
    await expect(options(page).first()).toBeVisible();
  });

  test('works with storage blocked, remembering nothing', async ({ page }) => {
    await blockLocalStorage(page);
    await gotoHydrated(page, DOC);
    await openWithShortcut(page);
    await search(page, 'karpenter');
    await page.keyboard.press('Enter');
    await openWithShortcut(page);
    await expect(dialog(page).getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations with results in ${mode} mode`, async ({ page }) => {
      await gotoHydrated(page, withColorMode(DOC, mode));
      await openWithShortcut(page);
      await search(page, 'eks upgrade');
      expect(seriousViolations(await axe(page).include('dialog').analyze())).toEqual([]);
    });
  }
});
