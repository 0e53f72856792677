import { expect, test } from './fixtures';
import { gotoHydrated } from './utils';

const DOC = '/intro/overview/intro-to-gruntwork';

test.describe('navbar', () => {
  test('has the spec items with their targets', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const expected: [string | RegExp, string][] = [
      ['Intro', '/intro/overview/intro-to-gruntwork'],
      ['Guides', '/guides'],
      ['Service Catalog API', '/reference/services/intro/overview'],
      ['Courses', '/courses'],
      [/^Knowledge Base/, 'https://github.com/gruntwork-io/knowledge-base/discussions'],
      ['Support', '/support'],
      [/^Sign In/, 'https://app.gruntwork.io'],
    ];
    for (const [name, href] of expected) {
      await expect(navbar.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
    }
  });

  test('the More dropdown repeats Knowledge Base, Support and Sign In', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const more = page.locator('.navbar__item.dropdown', { hasText: 'More' });
    await more.hover();
    const menu = more.locator('.dropdown__menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([/Knowledge Base/, 'Support', /Sign In/]);
    await expect(menu.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });

  test('hides on scroll down and reappears on scroll up', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const navbar = page.locator('nav.navbar');
    const navbarBottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
    for (let step = 0; step < 5; step += 1) await page.mouse.wheel(0, 300);
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
    for (let step = 0; step < 2; step += 1) await page.mouse.wheel(0, -200);
    await expect.poll(navbarBottom).toBeGreaterThan(0);
  });
});

test('footer has the Company, Community, Resources and Legal groups and a current copyright', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('.footer__title')).toHaveText(['Company', 'Community', 'Resources', 'Legal']);
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()}`);
});

test('the skip-to-content link is the first tab stop and moves focus to the main content', async ({
  page,
}) => {
  await gotoHydrated(page, DOC);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main> programmatically; the next Tab continues from there, past the navbar.
  await page.keyboard.press('Tab');
  const focusInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(focusInMain).toBe(true);
});

test.describe('mobile navigation below 996 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens the sidebar, which closes after navigating', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(sidebar).toBeHidden();
  });

  // The menu is rendered on its first opening, not on every page load (src/theme/Navbar/MobileSidebar).
  test('the menu is rendered when first opened, slides in, and opens on the docs sidebar of a doc page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const slides: string[] = [];
      (window as { slides?: string[] }).slides = slides;
      document.addEventListener('transitionrun', (event) => {
        if (event.target instanceof Element && event.target.matches('.navbar-sidebar'))
          slides.push(event.propertyName);
      });
    });
    await gotoHydrated(page, DOC);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { slides?: string[] }).slides ?? []))
      .toContain('transform');
    await expect(sidebar.locator('.navbar-sidebar__items')).toHaveClass(
      /navbar-sidebar__items--show-secondary/,
    );
    const current = sidebar.getByRole('link', { name: 'Intro to Gruntwork' });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(sidebar).toBeVisible();
  });
});

test.describe('desktop from 997 px', () => {
  test.use({ viewport: { width: 997, height: 800 } });

  test('shows the navbar items inline without the menu button', async ({ page }) => {
    await gotoHydrated(page, DOC);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }),
    ).toBeVisible();
  });
});

test('the table of contents lists h2 and h3 headings but not h4', async ({ page }) => {
  await gotoHydrated(page, '/intro/tool-fundamentals/terraform');
  const article = page.locator('article');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const h2h3Ids = await article
    .locator('h2[id], h3[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(tocTargets).toEqual(h2h3Ids);
  const h4Ids = await article.locator('h4[id]').evaluateAll((headings) => headings.map((h) => `#${h.id}`));
  expect(h4Ids.length).toBeGreaterThan(0);
  for (const id of h4Ids) expect(tocTargets).not.toContain(id);
});

test('HCL code blocks are syntax highlighted and have a copy button', async ({ page }) => {
  await gotoHydrated(page, '/intro/tool-fundamentals/terraform');
  const block = page.locator('pre.language-hcl').first();
  await expect(block.locator('.token.keyword, .token.property, .token.string').first()).toBeVisible();
  await block.hover();
  await expect(page.getByRole('button', { name: /copy code/i }).first()).toBeAttached();
});

test('on a phone, a code block too wide for the screen offers word wrap, which wraps its lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, '/faq/terragrunt');
  // The button appears once the block has measured itself after hydration (the theme's word-wrap hook).
  const wrapButton = page.getByRole('button', { name: 'Toggle word wrap' });
  const block = page.locator('article .theme-code-block').filter({ has: wrapButton }).first();
  const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(await scrolls()).toBe(true);
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect.poll(scrolls).toBe(false);
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

test('a page without code loads no highlighter, and code reached from it is highlighted', async ({
  page,
}) => {
  const initialScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') initialScripts.push(response.text());
  });
  await gotoHydrated(page, '/intro');
  // Prism's core defines highlightAllUnder; minifiers keep property names.
  const scripts = await Promise.all(initialScripts);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes('highlightAllUnder'))).toEqual([]);

  await page.getByRole('main').locator('a[href="/intro/tool-fundamentals/terraform"]').first().click();
  await expect(page).toHaveURL(/\/intro\/tool-fundamentals\/terraform$/);
  const block = page.locator('pre.language-hcl').first();
  await expect(block.locator('.token.keyword, .token.property, .token.string').first()).toBeVisible();
});

test('highlight-next-line marks the line and is removed from the code', async ({ page }) => {
  await gotoHydrated(page, '/intro/tool-fundamentals/terraform');
  const highlighted = page.locator('.theme-code-block-highlighted-line').first();
  await expect(highlighted).toBeVisible();
  await expect(page.locator('pre code')).not.toContainText(['highlight-next-line']);
});

test('a URL with a hash opens scrolled to that heading', async ({ page }) => {
  await gotoHydrated(page, '/faq/terragrunt');
  const heading = page.locator('article h3[id]').nth(5);
  const id = await heading.getAttribute('id');
  await gotoHydrated(page, `/faq/terragrunt#${id ?? ''}`);
  await expect(heading).toBeInViewport();
});

test('client-side navigation scrolls to the top of the next page', async ({ page }) => {
  await gotoHydrated(page, '/intro/overview/how-it-works');
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/intro\/overview\/getting-started$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('collapsed sidebar categories', () => {
  const collapsedHeaders = '.theme-doc-sidebar-menu .menu__link--sublist-caret[aria-expanded="false"]';

  test('link to their first doc in the served HTML, so readers without JavaScript and crawlers reach it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(DOC);
    const hrefs = await page
      .locator(collapsedHeaders)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
    const target = hrefs[0] ?? '';
    expect((await page.request.get(target)).status(), target).toBe(200);
    await context.close();
  });

  test('open on click and lead to their pages once the page is running', async ({ page }) => {
    await gotoHydrated(page, DOC);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await sidebar.getByRole('button', { name: 'Core concepts' }).click();
    const firstDoc = sidebar.getByRole('link', { name: /infrastructure as code/i });
    await expect(firstDoc).toBeVisible();
    await firstDoc.click();
    await expect(page).toHaveURL(/\/intro\/core-concepts\/infrastructure-as-code$/);
  });
});
