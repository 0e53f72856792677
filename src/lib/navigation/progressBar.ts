/** The route-loading progress bar of SPEC §2 and §9. */
export const PROGRESS_BAR = {
  /** A navigation that takes longer than this shows the bar. */
  delayMs: 1000,
  /** The bar starts at this fraction of the width. */
  minimum: 0.08,
  /** Duration of each bar animation. */
  speedMs: 200,
  /** Each trickle grows the bar by at most this fraction. */
  trickleRate: 0.02,
  /** Interval between trickles. */
  trickleSpeedMs: 800,
} as const;

/** What the controller needs of a progress bar (nprogress's API). */
export interface ProgressBar {
  start(): void;
  done(): void;
}

/** What the controller needs of the clock, so tests can drive it. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Shows the bar only for slow navigations: a route change starts a timer; if the new page renders before
 * it fires, the bar never appears. Returns the two Docusaurus client-module lifecycles.
 */
export function createRouteProgress(
  bar: ProgressBar,
  timers: Timers,
  delayMs: number = PROGRESS_BAR.delayMs,
) {
  return {
    onRouteUpdate({
      location,
      previousLocation,
    }: {
      readonly location: { readonly pathname: string };
      readonly previousLocation: { readonly pathname: string } | null;
    }): (() => void) | undefined {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      const handle = timers.setTimeout(() => bar.start(), delayMs);
      return () => timers.clearTimeout(handle);
    },
    onRouteDidUpdate(): void {
      bar.done();
    },
  };
}
