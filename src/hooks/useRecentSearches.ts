import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  serializeRecentSearches,
} from '@site/src/lib/search/recentSearches';
import { createSafeSearchStorage } from '@site/src/lib/search/safeSearchStorage';

export interface RecentSearches {
  readonly recents: readonly string[];
  remember(query: string): void;
  clear(): void;
}

/** Recent searches in local storage; with storage blocked the list simply stays empty. */
export default function useRecentSearches(): RecentSearches {
  const storage = useMemo(
    () =>
      createSafeSearchStorage(
        () => window.localStorage,
        (message) => console.warn(message),
      ),
    [],
  );
  const [recents, setRecents] = useState<readonly string[]>([]);

  useEffect(() => {
    setRecents(parseRecentSearches(storage.get(RECENT_SEARCHES_KEY)));
  }, [storage]);

  const remember = useCallback(
    (query: string) => {
      const next = addRecentSearch(recents, query);
      storage.set(RECENT_SEARCHES_KEY, serializeRecentSearches(next));
      setRecents(next);
    },
    [recents, storage],
  );

  const clear = useCallback(() => {
    storage.remove(RECENT_SEARCHES_KEY);
    setRecents([]);
  }, [storage]);

  return { recents, remember, clear };
}
