import { describe, expect, it } from 'vitest';
import {
  missedTargets,
  renderBenchReport,
  verdict,
  type BenchResult,
  type PageResult,
} from '../../../../src/lib/bench/benchReport';
import type { LighthouseFigures } from '../../../../src/lib/bench/lighthouse';

const KB = 1024;

const run = (performance: number): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 40,
  lcpMs: 1500,
  ttiMs: 2500,
});

const page = (name: string, route: string, renderJs: number, performance: number): PageResult => ({
  name,
  route,
  bytes: { renderJs: renderJs * KB, allJs: 200 * KB, css: 17 * KB },
  assets: [],
  lighthouse: { simulate: { median: run(performance), runs: [run(performance)] } },
});

describe('missedTargets', () => {
  it('holds the home page to 150 KB of render JS and other pages to 185 KB', () => {
    expect(missedTargets(page('Home', '/', 151, 90), undefined)).toEqual(['render JS']);
    expect(missedTargets(page('FAQ', '/faq/terragrunt', 184, 90), undefined)).toEqual([]);
  });

  it('allows a page to score at most two points under the baseline', () => {
    const baseline = page('FAQ', '/faq/terragrunt', 150, 88);
    expect(missedTargets(page('FAQ', '/faq/terragrunt', 170, 86), baseline)).toEqual([]);
    expect(missedTargets(page('FAQ', '/faq/terragrunt', 170, 85), baseline)).toEqual([
      'performance (simulated) 85 < 88 - 2',
    ]);
  });
});

describe('renderBenchReport', () => {
  const result: BenchResult = {
    runAt: '2026-11-28T12:00:00.000Z',
    build: { seconds: 21.4, peakRssMb: 980, htmlPages: 264 },
    throttling: ['simulate'],
    arms: [
      { label: 'this build', pages: [page('Home', '/', 140, 95)] },
      { label: 'baseline 083c050', pages: [page('Home', '/', 118, 96)] },
    ],
  };

  it('reports the build, the budgets and both builds side by side', () => {
    const report = renderBenchReport(result);
    expect(report).toContain('| 21.4 s | 980 MB | 264 |');
    expect(report).toContain('| Home | `/` | 140.0 KB | 200.0 KB | 17.0 KB | pass |');
    expect(report).toContain('Each cell lists this build / baseline 083c050');
    expect(report).toContain('| Home | 140.0 KB / 118.0 KB | 200.0 KB / 200.0 KB | 95 / 96 |');
    expect(report).toContain('Performance of each run (simulated): Home 95 / 96.');
  });

  it('leaves the side-by-side table out when nothing was compared', () => {
    expect(renderBenchReport({ ...result, arms: result.arms.slice(0, 1) })).not.toContain('Side by side');
    expect(verdict(page('Home', '/', 160, 95))).toBe('FAIL: render JS');
  });
});
