import '@docusaurus/theme-classic/lib/nprogress.css';
import {
  createLazyProgressBar,
  createRouteProgress,
  PROGRESS_BAR,
  type ProgressBar,
} from '@site/src/lib/navigation/progressBar';
import {
  currentRouteLoadFailure,
  publishRouteLoadFailure,
  subscribeToRouteLoadFailures,
} from './routeLoadFailures';

async function loadNprogress(): Promise<ProgressBar> {
  const { default: nprogress } = await import('nprogress');
  // nprogress 0.2 reads `trickleRate` (its own default is the spec's 0.02); its type definitions omit it.
  const options: Parameters<typeof nprogress.configure>[0] & { readonly trickleRate: number } = {
    showSpinner: false,
    minimum: PROGRESS_BAR.minimum,
    speed: PROGRESS_BAR.speedMs,
    trickle: true,
    trickleRate: PROGRESS_BAR.trickleRate,
    trickleSpeed: PROGRESS_BAR.trickleSpeedMs,
  };
  nprogress.configure(options);
  return nprogress;
}

const bar = createLazyProgressBar(loadNprogress);
const progress = createRouteProgress(bar, {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
});

// A navigation that failed to load will not finish: stop the bar while the Retry notice is up.
subscribeToRouteLoadFailures(() => {
  if (currentRouteLoadFailure()) bar.done();
});

/** Stands in for the theme's progress-bar client module, with the delay and constants of SPEC §9. */
export default {
  onRouteUpdate(args: Parameters<typeof progress.onRouteUpdate>[0]): (() => void) | undefined {
    const cancel = progress.onRouteUpdate(args);
    // Fetched as the navigation starts, the bar's code is there by the time the delay has passed.
    if (cancel) bar.preload();
    return cancel;
  },
  onRouteDidUpdate(): void {
    progress.onRouteDidUpdate();
    publishRouteLoadFailure(null);
  },
};
