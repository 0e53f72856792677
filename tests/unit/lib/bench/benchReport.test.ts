import { describe, expect, it } from 'vitest';
import {
  parseBenchResult,
  renderBenchReport,
  verdict,
  type BenchResult,
  type PageResult,
} from '../../../../src/lib/bench/benchReport';

const KB = 1024;
const LIGHTHOUSE = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 40,
  lcpMs: 1500,
};
const home: PageResult = {
  name: 'Home',
  route: '/',
  bytes: { renderJs: 120 * KB, allJs: 150 * KB, css: 15 * KB },
  assets: [],
  lighthouse: LIGHTHOUSE,
  lighthouseRuns: [],
};
const result: BenchResult = {
  runAt: '2026-11-23T00:00:00.000Z',
  build: { seconds: 95.04, peakRssMb: 1480.4, htmlPages: 264 },
  mainBundle: [{ group: 'react-dom', modules: 2, bytes: 600 * KB }],
  pages: [home],
};

describe('verdict', () => {
  it('passes a page within every budget and target', () => {
    expect(verdict(home)).toBe('pass');
  });

  it('names each missed budget and target', () => {
    const heavy = {
      ...home,
      bytes: { ...home.bytes, allJs: 201 * KB },
      lighthouse: { ...LIGHTHOUSE, tbtMs: 200 },
    };
    expect(verdict(heavy)).toBe('FAIL: all JS, TBT');
  });

  it('judges only the bytes when Lighthouse was skipped', () => {
    expect(verdict({ ...home, lighthouse: undefined })).toBe('pass');
  });
});

describe('renderBenchReport', () => {
  it('has the build, a row per page type and the main bundle', () => {
    const report = renderBenchReport(result);
    expect(report).toContain('| 95.0 s | 1480 MB | 264 |');
    expect(report).toContain(
      '| Home | `/` | 120.0 KB | 150.0 KB | 15.0 KB | 99 | 0.000 | 40 ms | 1.50 s | 100 | 100 | 100 | pass |',
    );
    expect(report).toContain('| react-dom | 2 | 600.0 KB |');
    expect(report).not.toContain('Before and after');
  });

  it('leaves out the build when it was skipped and says when bundle stats are missing', () => {
    const report = renderBenchReport({ ...result, build: undefined, mainBundle: undefined });
    expect(report).not.toContain('Cold production build');
    expect(report).toContain('No bundle stats for this build.');
  });

  it('adds a before → after row per page type, with a dash for page types new since', () => {
    const before = { ...result, pages: [{ ...home, bytes: { ...home.bytes, allJs: 180 * KB } }] };
    const support = { ...home, name: 'Support', route: '/support' };
    const report = renderBenchReport(
      { ...result, pages: [home, support] },
      { result: before, source: 'old.json' },
    );
    expect(report).toContain('Before: `old.json`');
    expect(report).toContain(
      '| Home | 120.0 KB → 120.0 KB | 180.0 KB → 150.0 KB | 15.0 KB → 15.0 KB | 99 → 99 |',
    );
    expect(report).toContain('| Support | – → 120.0 KB |');
  });
});

describe('parseBenchResult', () => {
  it('reads back what the bench wrote', () => {
    expect(parseBenchResult(JSON.stringify(result), 'bench.json')).toEqual(result);
  });

  it('rejects another report', () => {
    expect(() => parseBenchResult('{"figures": {}}', 'search-bench.json')).toThrow(
      /search-bench.json is not a bench.json/,
    );
  });
});
