import path from 'node:path';
import { expect, test } from './fixtures';
import { listHtmlFiles } from '../../scripts/lib/buildFiles';
import { measurePageBytes } from '../../scripts/lib/pageBytes';
import {
  BYTE_FIGURE_LABELS,
  byteBudgets,
  byteFigures,
  checkByteBudgets,
  formatKb,
  largestPageUnder,
  overBudgetMessage,
  PAGE_TYPES,
  routeOfHtmlFile,
} from './siteLib';

// The build the webServer of playwright.config.ts serves.
const BUILD_DIR = path.resolve(import.meta.dirname, '..', '..', process.env.E2E_BUILD_DIR ?? 'build');

for (const pageType of PAGE_TYPES) {
  const { name, route, largestUnder } = pageType;
  test(`${name} stays within the byte budgets`, async ({ browser, baseURL }) => {
    // Cold loads on a busy machine, each waiting for a quiet network.
    test.slow();
    const assets = await measurePageBytes(browser, `${baseURL}${route}`);
    const checks = checkByteBudgets(byteFigures(assets), byteBudgets(pageType));
    test.info().annotations.push({
      type: 'bytes',
      description: checks
        .map((check) => `${BYTE_FIGURE_LABELS[check.figure]} ${formatKb(check.bytes)}`)
        .join(', '),
    });
    for (const check of checks) {
      expect.soft(check.bytes, overBudgetMessage(name, check, assets)).toBeLessThanOrEqual(check.budget);
    }
  });

  if (largestUnder) {
    test(`${name} is still the largest page under ${largestUnder}`, async () => {
      const pages = (await listHtmlFiles(BUILD_DIR)).map(({ file, htmlBytes }) => ({
        route: routeOfHtmlFile(file),
        htmlBytes,
      }));
      const own = pages.find((page) => page.route === route);
      const largest = largestPageUnder(pages, largestUnder);
      expect(
        largest?.route,
        `${route} (${own?.htmlBytes ?? 'no'} HTML bytes) stands for the heaviest page under ${largestUnder}, but ` +
          `${largest?.route ?? 'nothing'} (${largest?.htmlBytes ?? 0} bytes) is heavier: point PAGE_TYPES at it`,
      ).toBe(route);
    });
  }
}
