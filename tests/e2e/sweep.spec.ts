import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './utils';

// One pass over every page of the sitemap: no console errors (hydration mismatches included), no uncaught
// exceptions, no serious accessibility violations. Split in slices so the workers share it.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SLICES = 4;
const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

test('the sitemap lists every page of the site', () => {
  expect(paths.length).toBeGreaterThan(100);
});

for (let slice = 0; slice < SLICES; slice += 1) {
  const slicePaths = paths.filter((_, index) => index % SLICES === slice);
  test(`sitemap pages, slice ${slice + 1} of ${SLICES}: no console errors or serious axe violations`, async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
    for (const pagePath of slicePaths) {
      current = pagePath;
      await page.goto(pagePath);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const first = violation.nodes[0]?.target.join(' ') ?? '';
          problems.push(`${pagePath}: ${violation.id} (${violation.nodes.length} nodes, first: ${first})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
