import nprogress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';
import { createRouteProgress, PROGRESS_BAR } from '@site/src/lib/navigation/progressBar';
import {
  currentRouteLoadFailure,
  publishRouteLoadFailure,
  subscribeToRouteLoadFailures,
} from './routeLoadFailures';

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

const progress = createRouteProgress(nprogress, {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
});

// A navigation that failed to load will not finish: stop the bar while the Retry notice is up.
subscribeToRouteLoadFailures(() => {
  if (currentRouteLoadFailure()) nprogress.done();
});

/** Stands in for the theme's progress-bar client module, with the delay and constants of SPEC §9. */
export default {
  onRouteUpdate: progress.onRouteUpdate,
  onRouteDidUpdate(): void {
    progress.onRouteDidUpdate();
    publishRouteLoadFailure(null);
  },
};
