import { createRequire } from 'node:module';
import type * as Assets from '../../src/lib/bench/assets';
import type * as LargestPage from '../../src/lib/bench/largestPage';
import type * as PageTypes from '../../src/lib/bench/pageTypes';
import type * as ProgressBar from '../../src/lib/navigation/progressBar';

// Specs are ES modules and src/ is CommonJS to Node. Playwright hands Node's CommonJS loader ESM-compiled
// source, so Node finds no named exports and `import { PAGE_TYPES } from '../../src/lib/...'` fails
// (https://github.com/microsoft/playwright/issues/17185); require() takes Playwright's CommonJS path.
const requireSite = createRequire(import.meta.url);

export const { BYTE_FIGURE_LABELS, byteFigures, checkByteBudgets, formatKb, overBudgetMessage } = requireSite(
  '../../src/lib/bench/assets',
) as typeof Assets;
export const { largestPageUnder, routeOfHtmlFile } = requireSite(
  '../../src/lib/bench/largestPage',
) as typeof LargestPage;
export const { byteBudgets, PAGE_TYPES } = requireSite('../../src/lib/bench/pageTypes') as typeof PageTypes;
export const { PROGRESS_BAR } = requireSite('../../src/lib/navigation/progressBar') as typeof ProgressBar;
