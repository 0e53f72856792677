import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { routeOfHtmlFile } from './siteLib';
import {
  axeWithoutColourRules,
  expectContentPage,
  readRequiredRoutes,
  seriousViolations,
  waitForHydration,
} from './utils';

// One visit to every page of the site. Each page must render its content, not the not-found page, and
// pass axe (whose colour rules run in a11y.spec.ts); the watched page fails it on console errors
// (hydration mismatches included), uncaught exceptions and requests to other origins.
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/** A built page's path as the site links it: no trailing slash, which the sitemap gives index pages. */
const routeOf = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

const sitemapRoutes = [
  ...readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => routeOf(new URL(match[1] ?? '').pathname));
const requiredRoutes = readRequiredRoutes();
// The required routes the sitemap leaves out (pages kept out of search engines) are swept too.
const sweptRoutes = [...new Set([...sitemapRoutes, ...requiredRoutes])];

const builtHtml = (route: string) => {
  const file = path.join(buildDir, route, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};
const isKeptOutOfSearchEngines = (html: string) =>
  /<meta[^>]+name="?robots"?[^>]+content="?noindex/.test(html);
const isRedirect = (html: string) => html.includes('http-equiv="refresh"');

test('the sitemap lists every page the build wrote but redirects and pages kept out of search engines', () => {
  const builtRoutes = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map(routeOfHtmlFile);
  const listable = builtRoutes.filter((route) => {
    const html = builtHtml(route);
    return !isRedirect(html) && !isKeptOutOfSearchEngines(html);
  });
  expect(listable.length).toBeGreaterThan(100);
  expect([...sitemapRoutes].sort()).toEqual(listable.sort());
});

test('every required route is in the sitemap unless it is kept out of search engines', () => {
  const unlisted = requiredRoutes.filter((route) => !sitemapRoutes.includes(route));
  expect(unlisted.filter((route) => !isKeptOutOfSearchEngines(builtHtml(route)))).toEqual([]);
});

for (const route of sweptRoutes) {
  test(`${route} renders its content and passes axe`, async ({ sweepPage: page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectContentPage(page);
    expect(seriousViolations(await axeWithoutColourRules(page).analyze())).toEqual([]);
  });
}
