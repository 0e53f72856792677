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
 * it fires, the bar never appears. Returns the two Docusaurus client-module lifecycles, and `stop()` for a
 * navigation that will not finish (its page failed to load).
 */
export function createRouteProgress(
  bar: ProgressBar,
  timers: Timers,
  delayMs: number = PROGRESS_BAR.delayMs,
) {
  let pending: number | undefined;
  const cancelPending = (): void => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return {
    onRouteUpdate({
      location,
      previousLocation,
    }: {
      readonly location: { readonly pathname: string };
      readonly previousLocation: { readonly pathname: string } | null;
    }): (() => void) | undefined {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      cancelPending();
      const handle = timers.setTimeout(() => {
        pending = undefined;
        bar.start();
      }, delayMs);
      pending = handle;
      return () => {
        if (pending === handle) cancelPending();
      };
    },
    onRouteDidUpdate(): void {
      cancelPending();
      bar.done();
    },
    stop(): void {
      cancelPending();
      bar.done();
    },
  };
}

/**
 * A progress bar whose code loads on first use: the bar shows only after a second of loading, so its code
 * need not be in the bundle every page runs first. `preload()` starts fetching it (once the first page is
 * idle, and again on each navigation if that failed);
 * a `done()` that arrives before the code does cancels the pending `start()`. When the code cannot load
 * (the network is failing, and the route-load notice says so) there is simply no bar, and the next
 * navigation tries again.
 */
export function createLazyProgressBar(load: () => Promise<ProgressBar>): ProgressBar & {
  preload(): void;
} {
  let loading: Promise<ProgressBar> | undefined;
  let wanted = false;
  const loadOnce = (): Promise<ProgressBar> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const ignoreFailure = (): void => undefined;
  return {
    preload(): void {
      loadOnce().catch(ignoreFailure);
    },
    start(): void {
      wanted = true;
      loadOnce().then((bar) => {
        if (wanted) bar.start();
      }, ignoreFailure);
    },
    done(): void {
      wanted = false;
      loading?.then((bar) => bar.done(), ignoreFailure);
    },
  };
}
