import { describe, expect, it } from 'vitest';
import {
  checkLighthouseTargets,
  figuresOf,
  medianByPerformance,
  type LighthouseFigures,
} from '../../../../src/lib/bench/lighthouse';

const figures = (performance: number, tbtMs = 100): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  tbtMs,
  lcpMs: 1800,
  ttiMs: 3200,
});

describe('figuresOf', () => {
  const result = {
    categories: {
      performance: { score: 0.974 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'cumulative-layout-shift': { numericValue: 0.004 },
      'total-blocking-time': { numericValue: 120.5 },
      'largest-contentful-paint': { numericValue: 2100 },
      interactive: { numericValue: 3900 },
    },
  };

  it('reads scores as 0–100 and the metrics as measured', () => {
    expect(figuresOf(result)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      cls: 0.004,
      tbtMs: 120.5,
      lcpMs: 2100,
      ttiMs: 3900,
    });
  });

  it("fails with Lighthouse's error when a run gave no score", () => {
    const failed = {
      ...result,
      categories: { ...result.categories, performance: { score: null } },
      runtimeError: { message: 'NO_FCP' },
    };
    expect(() => figuresOf(failed)).toThrow(/no performance score: NO_FCP/);
  });
});

describe('medianByPerformance', () => {
  it('keeps the whole middle run by performance score', () => {
    expect(medianByPerformance([figures(99, 10), figures(90, 300), figures(96, 140)])).toEqual(
      figures(96, 140),
    );
  });

  it('takes the lower middle run of an even count', () => {
    expect(medianByPerformance([figures(99), figures(90)])).toEqual(figures(90));
  });

  it('refuses no runs', () => {
    expect(() => medianByPerformance([])).toThrow(/at least one/);
  });
});

describe('checkLighthouseTargets', () => {
  it('marks each absolute target met or missed, limits included, and leaves performance to the baseline', () => {
    const checks = checkLighthouseTargets({ ...figures(60, 900), seo: 92, cls: 0.02 });
    expect(checks.filter((check) => !check.met).map((check) => check.name)).toEqual(['SEO']);
    expect(checkLighthouseTargets({ ...figures(98), cls: 0.021 }).filter((check) => !check.met)).toHaveLength(
      1,
    );
  });
});
