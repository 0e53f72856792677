import preload from '@docusaurus/core/lib/client/preload';
import { holdOnFailure } from '@site/src/lib/navigation/retryingPreload';
import { publishRouteLoadFailure } from './routeLoadFailures';

/**
 * Stands in for `./preload` inside Docusaurus's PendingNavigation (see the plugin): a route whose chunks
 * fail to load keeps the current page and shows a Retry notice instead of reloading the whole page.
 */
export default holdOnFailure(preload, (failure) => {
  console.warn(`Could not load the page ${failure.pathname}:`, failure.error);
  publishRouteLoadFailure(failure);
});
