/**
 * The build `npm run bench` measures beside this one. Lighthouse's absolute scores differ threefold between
 * machines, so a page's score only means something next to another build's, measured in the same run.
 */
export const BENCH_BASELINE = {
  /** main on 2026-11-28, before the framework rewrites were trimmed (issue 24). */
  commit: '083c050e3dc627c84c0ee16ea28b5a9e3fc2f874',
  why: 'the last main with route-sections, layout-chunks, server-only-config and the paint-first template',
} as const;
