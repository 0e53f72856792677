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
import { requestIdle } from './requestIdle';
import { whenHydrated } from './whenHydrated';

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

// A navigation that failed to load will not finish: no bar, now or once the delay has passed, while the
// Retry notice is up.
subscribeToRouteLoadFailures(() => {
  if (currentRouteLoadFailure()) progress.stop();
});

/** Stands in for the theme's progress-bar client module, with the delay and constants of SPEC §9. */
export default {
  onRouteUpdate(args: Parameters<typeof progress.onRouteUpdate>[0]): (() => void) | undefined {
    const cancel = progress.onRouteUpdate(args);
    // In case the idle fetch below failed: fetched again as a navigation starts.
    if (cancel) bar.preload();
    return cancel;
  },
  onRouteDidUpdate(): void {
    // Fetched while the reader reads: on a slow connection, the bar's code fetched only when a navigation
    // starts would arrive with the page it is meant to announce, and the bar would never show. Not before
    // the first page is marked hydrated: on a busy phone an idle moment can come between React's hydration
    // and that mark, and the fetch would compete with the page's own work.
    whenHydrated(() => requestIdle(() => bar.preload()));
    progress.onRouteDidUpdate();
    publishRouteLoadFailure(null);
  },
};
