import { describe, expect, it } from 'vitest';
import {
  assetsOf,
  byteFigures,
  checkByteBudgets,
  formatKb,
  overBudgetMessage,
  type FetchedAsset,
} from '../../../../src/lib/bench/assets';

const ASSETS: FetchedAsset[] = [
  { path: '/assets/js/runtime~main.1.js', kind: 'js', gzipBytes: 2_000, beforeHydration: true },
  { path: '/assets/js/main.2.js', kind: 'js', gzipBytes: 90_000, beforeHydration: true },
  { path: '/assets/js/main.2.js', kind: 'js', gzipBytes: 90_000, beforeHydration: true },
  { path: '/assets/js/route.3.js', kind: 'js', gzipBytes: 30_000, beforeHydration: false },
  { path: '/assets/css/styles.4.css', kind: 'css', gzipBytes: 12_000, beforeHydration: true },
];

describe('assetsOf', () => {
  it.each([
    ['renderJs', ['/assets/js/main.2.js', '/assets/js/runtime~main.1.js']],
    ['allJs', ['/assets/js/main.2.js', '/assets/js/route.3.js', '/assets/js/runtime~main.1.js']],
    ['css', ['/assets/css/styles.4.css']],
  ] as const)('lists the files of %s once each, largest first', (figure, paths) => {
    expect(assetsOf(ASSETS, figure).map((asset) => asset.path)).toEqual(paths);
  });
});

describe('byteFigures', () => {
  it('counts JS requested before hydration as render JS, all JS until idle, and CSS', () => {
    expect(byteFigures(ASSETS)).toEqual({ renderJs: 92_000, allJs: 122_000, css: 12_000 });
  });

  it('is zero for a page that fetched nothing', () => {
    expect(byteFigures([])).toEqual({ renderJs: 0, allJs: 0, css: 0 });
  });
});

describe('checkByteBudgets', () => {
  it('checks each figure against its budget, a figure equal to its budget being within it', () => {
    const budgets = { renderJs: 150_000, allJs: 200_000, css: 18_000 };
    const checks = checkByteBudgets({ renderJs: 150_000, allJs: 200_001, css: 0 }, budgets);
    expect(checks.map((check) => [check.figure, check.met])).toEqual([
      ['renderJs', true],
      ['allJs', false],
      ['css', true],
    ]);
  });
});

describe('overBudgetMessage', () => {
  it('names the page type, the figure and the budget, and lists the largest files', () => {
    const check = { figure: 'allJs', bytes: 122_000, budget: 100 * 1024, met: false } as const;
    expect(overBudgetMessage('Home', check, ASSETS, 2)).toBe(
      [
        'Home: all JS is 119.1 KB gzip, over its budget of 100.0 KB by 19.1 KB. Largest files:',
        '    87.9 KB  /assets/js/main.2.js',
        '    29.3 KB  /assets/js/route.3.js',
      ].join('\n'),
    );
  });
});

describe('formatKb', () => {
  it('gives kibibytes with one decimal', () => {
    expect(formatKb(153_600)).toBe('150.0 KB');
  });
});
