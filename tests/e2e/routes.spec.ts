import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listHtmlFiles } from '../../scripts/lib/buildFiles';
import { expect, test } from './fixtures';
import { expectContentPage, expectNotFoundPage, SITE_TITLE, gotoHydrated } from './utils';

// That every required route renders its page is checked by the sweep, which visits each of them.

test.describe('an unknown path', () => {
  // The browser logs the 404 answer to the document request.
  test.use({ expectedConsoleError: /status of 404/ });

  test('shows the not-found page with a way back', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
    await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Service Catalog API' })).toBeVisible();
  });
});

test('/guides/index.html ends at /guides', async ({ page }) => {
  await page.goto('/guides/index.html');
  await expect(page).toHaveURL(/\/guides$/);
  await expectContentPage(page);
});

test('/tags/ec-2 and /tags/s-3 redirect to the pinned tag slugs', async ({ page }) => {
  await page.goto('/tags/ec-2');
  await expect(page).toHaveURL(/\/tags\/ec2$/);
  await page.goto('/tags/s-3');
  await expect(page).toHaveURL(/\/tags\/s3$/);
});

test('the tag list groups tags under their uppercased first letter', async ({ page }) => {
  await gotoHydrated(page, '/tags');
  // The theme appends a zero-width space to each letter heading.
  const letters = (await page.locator('article h2').allTextContents()).map((text) =>
    text.replace(/\u200b/g, ''),
  );
  expect(letters.length).toBeGreaterThan(3);
  for (const letter of letters) expect(letter).toMatch(/^[A-Z0-9]$/);
  expect([...letters].sort()).toEqual(letters);
});

test('page titles read "<page> | Gruntwork Docs"', async ({ page }) => {
  await page.goto('/intro/overview/intro-to-gruntwork');
  const h1 = await page.getByRole('heading', { level: 1 }).first().textContent();
  await expect(page).toHaveTitle(`${h1 ?? ''} | ${SITE_TITLE}`);
});

test('build metadata is published as meta tags', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="buildVersion"]')).toHaveAttribute('content', /.+/);
  const buildTime = await page.locator('meta[name="buildTime"]').getAttribute('content');
  expect(Number.isNaN(Date.parse(buildTime ?? ''))).toBe(false);
});

test('no sidebar link of the built HTML points at "#": readers without JavaScript can follow every one', async () => {
  const buildDir = path.resolve(import.meta.dirname, '..', '..', process.env.E2E_BUILD_DIR ?? 'build');
  const pages = await listHtmlFiles(buildDir);
  expect(pages.length).toBeGreaterThan(200);
  const dead: string[] = [];
  for (const { file } of pages) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    const sidebar = /<nav[^>]*menu[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    // The built HTML is minified: attribute values lose their quotes where they can.
    if (/<a [^>]*href=(?:"#"|#[\s>])/.test(sidebar)) dead.push(file);
  }
  expect(dead).toEqual([]);
});
