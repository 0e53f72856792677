import { describe, expect, it } from 'vitest';
import {
  attributeBundleBytes,
  budgetVerdict,
  decodeVlqSegment,
  DOC_PAGE_BUDGETS,
  gzipBytesOf,
  moduleOfSource,
  summariseAssets,
  medianRun,
} from '../../../../src/lib/bench/assets';

describe('summariseAssets', () => {
  it('splits JS into initial and prefetched by what the HTML references, counting each file once', () => {
    const records = [
      { path: '/assets/js/main.1.js', rawBytes: 100, gzipBytes: 40 },
      { path: '/assets/js/main.1.js', rawBytes: 100, gzipBytes: 40 },
      { path: '/assets/js/route.2.js', rawBytes: 50, gzipBytes: 20 },
      { path: '/assets/css/styles.3.css', rawBytes: 30, gzipBytes: 10 },
    ];
    const summary = summariseAssets(records, new Set(['/assets/js/main.1.js', '/assets/css/styles.3.css']));
    expect(summary.rows).toEqual([
      { label: 'Initial JS', files: 1, rawBytes: 100, gzipBytes: 40 },
      { label: 'Prefetched JS', files: 1, rawBytes: 50, gzipBytes: 20 },
      { label: 'All JS', files: 2, rawBytes: 150, gzipBytes: 60 },
      { label: 'CSS', files: 1, rawBytes: 30, gzipBytes: 10 },
    ]);
  });
});

describe('decodeVlqSegment', () => {
  it.each([
    ['AAAA', [0, 0, 0, 0]],
    ['CAAC', [1, 0, 0, 1]],
    ['D', [-1]],
    ['gB', [16]],
  ])('decodes %s', (segment, expected) => {
    expect(decodeVlqSegment(segment)).toEqual(expected);
  });

  it('rejects characters outside base64', () => {
    expect(() => decodeVlqSegment('A*')).toThrow(/invalid/);
  });
});

describe('moduleOfSource', () => {
  it.each([
    ['webpack://x/./node_modules/react-dom/cjs/react-dom.production.js', 'react-dom'],
    ['webpack://x/./node_modules/@docusaurus/core/lib/client/App.js', '@docusaurus/core'],
    ['webpack://x/./src/theme/Root.tsx', 'site code'],
    ['webpack://x/webpack/runtime/load script', 'bundler runtime'],
  ])('maps %s to %s', (source, expected) => {
    expect(moduleOfSource(source)).toBe(expected);
  });
});

describe('attributeBundleBytes', () => {
  it('charges each generated span to its source module', () => {
    // "aaaabb": columns 0-3 from source 0 (react), 4-5 from source 1 (site code).
    const shares = attributeBundleBytes('aaaabb', ['node_modules/react/index.js', 'src/x.ts'], 'AAAA,ICAA');
    expect(shares).toEqual([
      { module: 'react', bytes: 4 },
      { module: 'site code', bytes: 2 },
    ]);
  });
});

describe('medianRun', () => {
  const run = (allJs: number) => ({
    rows: [{ label: 'All JS', files: 1, rawBytes: allJs * 3, gzipBytes: allJs }],
  });

  it('picks the middle run by JavaScript fetched', () => {
    expect(medianRun([run(250), run(200), run(220), run(260), run(200)])).toEqual(run(220));
  });

  it('picks the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([run(250), run(200)])).toEqual(run(200));
    expect(medianRun([run(230)])).toEqual(run(230));
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow(/at least one/);
  });
});

describe('budgetVerdict', () => {
  const row = (label: string, kb: number) => ({ label, files: 1, rawBytes: 0, gzipBytes: kb * 1024 });

  it('reports rows within and over their budget, and nothing for rows without one', () => {
    expect(budgetVerdict(row('Initial JS', 170), DOC_PAGE_BUDGETS)).toBe('within 170.0 KB');
    expect(budgetVerdict(row('All JS', 230.5), DOC_PAGE_BUDGETS)).toBe('over 220.0 KB by 10.5 KB');
    expect(budgetVerdict(row('Prefetched JS', 90), DOC_PAGE_BUDGETS)).toBe('');
  });
});

describe('gzipBytesOf', () => {
  it('reads one row of a run, and 0 for a row the run lacks', () => {
    const summary = { rows: [{ label: 'CSS', files: 1, rawBytes: 90, gzipBytes: 30 }] };
    expect(gzipBytesOf(summary, 'CSS')).toBe(30);
    expect(gzipBytesOf(summary, 'All JS')).toBe(0);
  });
});
