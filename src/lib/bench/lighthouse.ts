import { LIGHTHOUSE_TARGETS } from './pageTypes';
import { median } from './stats';

/** The figures the bench keeps from one Lighthouse run; scores are 0–100. */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  /** Time to interactive (Lighthouse's hidden `interactive` audit). */
  readonly ttiMs: number;
}

/**
 * How Lighthouse slows the page down: `simulate` loads it fast and models a slow phone and network
 * (Lantern); `devtools` really throttles the network and CPU while it loads.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResultLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number } | undefined>>;
  readonly runtimeError?: { readonly message: string };
}

/** Reads the figures from a result, failing with Lighthouse's own error when the run produced none. */
export function figuresOf(result: LighthouseResultLike): LighthouseFigures {
  const score = (category: string): number => {
    const value = result.categories[category]?.score;
    if (value === null || value === undefined) {
      throw new Error(
        `Lighthouse gave no ${category} score: ${result.runtimeError?.message ?? 'no error given'}`,
      );
    }
    return Math.round(value * 100);
  };
  const metric = (audit: string): number => {
    const value = result.audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no value for ${audit}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    ttiMs: metric('interactive'),
  };
}

/**
 * The median run by performance score (the lower middle one of an even count), kept whole so that the
 * metrics reported together come from one run.
 */
export function medianByPerformance(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const middle = median(runs.map((run) => run.performance));
  const run = runs.find((candidate) => candidate.performance === middle);
  if (!run) throw new Error('medianByPerformance needs at least one run');
  return run;
}

export interface TargetCheck {
  readonly name: string;
  readonly met: boolean;
}

/** Each of LIGHTHOUSE_TARGETS, met or missed. */
export function checkLighthouseTargets(figures: LighthouseFigures): TargetCheck[] {
  return [
    { name: 'accessibility', met: figures.accessibility >= LIGHTHOUSE_TARGETS.accessibility },
    { name: 'best practices', met: figures.bestPractices >= LIGHTHOUSE_TARGETS.bestPractices },
    { name: 'SEO', met: figures.seo >= LIGHTHOUSE_TARGETS.seo },
    { name: 'CLS', met: figures.cls <= LIGHTHOUSE_TARGETS.maxCls },
  ];
}
