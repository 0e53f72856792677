import preload from '@docusaurus/core/lib/client/preload';
import { retryingPreload } from '@site/src/lib/navigation/retryingPreload';
import { publishRouteLoadFailure } from './routeLoadFailures';

/**
 * Stands in for `./preload` inside Docusaurus's PendingNavigation (see the plugin): a route whose chunks
 * fail to load is reported with a Retry instead of reloading the whole page.
 */
export default retryingPreload(preload, (failure) => {
  console.warn(`Could not load the page ${failure.pathname}:`, failure.error);
  publishRouteLoadFailure({
    ...failure,
    retry: () => {
      publishRouteLoadFailure(null);
      failure.retry();
    },
  });
});
