import { describe, expect, it } from 'vitest';
import { groupOfModule, largestGroups, type BundleStats } from '../../../../src/lib/bench/bundle';

describe('groupOfModule', () => {
  it.each([
    ['./node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['./node_modules/@docusaurus/core/lib/client/exports/Link.js', '@docusaurus/core'],
    ['./node_modules/@docusaurus/core/node_modules/react-router/esm/x.js', 'react-router'],
    ['./node_modules/history/esm/history.js + 3 modules', 'history'],
    ['./node_modules/css-loader/dist/cjs.js!./src/css/custom.css', 'src/css'],
    ['./src/theme/Root.tsx', 'src/theme'],
    ['./src/components/Search/Button/index.tsx', 'src/components/Search'],
    ['./plugins/route-loading/client/progressBar.ts', 'plugins/route-loading/client'],
    ['./.docusaurus/routes.js', '.docusaurus/routes.js'],
    [
      './.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json',
      '.docusaurus/docusaurus-plugin-content-docs',
    ],
    ['webpack/runtime/load script', 'bundler runtime'],
    ['./entry.js', 'entry.js'],
  ])('puts %s in %s', (name, group) => {
    expect(groupOfModule(name)).toBe(group);
  });
});

describe('largestGroups', () => {
  const stats: BundleStats = {
    chunks: [
      {
        names: ['runtime~main'],
        files: ['assets/js/runtime~main.1.js'],
        modules: [{ name: './src/x.ts', size: 999 }],
      },
      {
        names: ['main'],
        files: ['assets/js/main.2.js'],
        modules: [
          { name: './node_modules/react-dom/cjs/a.js', size: 600 },
          { name: './node_modules/react-dom/cjs/b.js', size: 20 },
          { name: './.docusaurus/routes.js', size: 90 },
          { name: './src/theme/Root.tsx', size: 700 },
        ],
      },
    ],
  };

  it('totals the main chunk by package or folder, largest first', () => {
    expect(largestGroups(stats)).toEqual([
      { group: 'src/theme', modules: 1, bytes: 700 },
      { group: 'react-dom', modules: 2, bytes: 620 },
      { group: '.docusaurus/routes.js', modules: 1, bytes: 90 },
    ]);
  });

  it('is empty when the chunk is missing', () => {
    expect(largestGroups(stats, 'other')).toEqual([]);
  });
});
