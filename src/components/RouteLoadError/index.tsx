import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  currentRouteLoadFailure,
  publishRouteLoadFailure,
  subscribeToRouteLoadFailures,
} from '@site/plugins/route-loading/client/routeLoadFailures';
import { retryUrl } from '@site/src/lib/navigation/retryingPreload';
import styles from './styles.module.css';

/**
 * Shown when the next page's code cannot be fetched (offline, or a new deploy removed the old chunks):
 * the current page stays on screen, and Retry loads the page the reader asked for in full (SPEC §8), since
 * the loader keeps a failed load cached for the rest of the visit.
 */
export default function RouteLoadError(): ReactNode {
  const failure = useSyncExternalStore(subscribeToRouteLoadFailures, currentRouteLoadFailure, () => null);
  const retryRef = useRef<HTMLButtonElement>(null);

  // The reader's click did not lead anywhere; take keyboard focus to the way forward.
  useEffect(() => {
    if (failure) retryRef.current?.focus();
  }, [failure]);

  if (!failure) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.message}>
        The page <code>{failure.pathname}</code> could not be loaded. Check your connection, then try again.
      </p>
      <div className={styles.actions}>
        <button
          ref={retryRef}
          type="button"
          className="button button--primary button--sm"
          onClick={() => window.location.assign(retryUrl(failure.pathname, window.location))}
        >
          Retry
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => publishRouteLoadFailure(null)}
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
