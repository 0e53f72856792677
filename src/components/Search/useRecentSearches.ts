import { useCallback, useEffect, useState } from 'react';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  serializeRecentSearches,
} from '@site/src/lib/search/recentSearches';
import { siteStorage } from '@site/src/client/siteStorage';

export interface RecentSearches {
  readonly recents: readonly string[];
  remember(query: string): void;
  clear(): void;
}

/** Recent searches in the site's safe storage; with storage blocked the list simply stays empty. */
export default function useRecentSearches(): RecentSearches {
  const [recents, setRecents] = useState<readonly string[]>([]);

  useEffect(() => {
    setRecents(parseRecentSearches(siteStorage.get(RECENT_SEARCHES_KEY)));
  }, []);

  const remember = useCallback(
    (query: string) => {
      const next = addRecentSearch(recents, query);
      siteStorage.set(RECENT_SEARCHES_KEY, serializeRecentSearches(next));
      setRecents(next);
    },
    [recents],
  );

  const clear = useCallback(() => {
    siteStorage.remove(RECENT_SEARCHES_KEY);
    setRecents([]);
  }, []);

  return { recents, remember, clear };
}
