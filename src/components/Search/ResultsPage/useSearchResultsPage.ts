import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';
import useSearchEngine from '@site/src/components/Search/useSearchEngine';
import useSearchResults, { type SearchResults } from '@site/src/components/Search/useSearchResults';
import { readQueryParam, withQueryParam } from '@site/src/lib/search/query';

/** Pages per batch on the results page ("Load more" fetches the next batch). */
const PAGE_SIZE = 10;

export interface SearchResultsPageState {
  readonly results: SearchResults;
  setQuery(value: string): void;
  loadMore(): void;
}

/** DOM id of the title link of the result at `index`. */
export function hitLinkId(index: number): string {
  return `search-hit-${index}`;
}

/**
 * The results page's search, bound to `?q=`: typing rewrites the URL in place with
 * history.replaceState (no new history entries, no route change); navigating to /search?q=… loads it.
 */
export default function useSearchResultsPage(): SearchResultsPageState {
  const engine = useSearchEngine();
  const { search } = useLocation();
  const results = useSearchResults(engine, { withSectionCounts: true, pageSize: PAGE_SIZE });
  const focusIndexRef = useRef<number | undefined>(undefined);

  // Read after mounting: the static HTML has no query, and hydration must match it.
  const { showQuery, setQuery: setResultsQuery } = results;
  useEffect(() => {
    showQuery(readQueryParam(search));
  }, [search, showQuery]);

  const setQuery = useCallback(
    (value: string) => {
      setResultsQuery(value);
      const { pathname, search: current, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${withQueryParam(current, value)}${hash}`,
      );
    },
    [setResultsQuery],
  );

  const { loadMore: loadNext, hits } = results;
  const loadMore = useCallback(() => {
    focusIndexRef.current = hits.length;
    void loadNext();
  }, [hits.length, loadNext]);

  // Move focus to the first newly loaded result, so keyboard users continue where the list grew.
  useEffect(() => {
    const index = focusIndexRef.current;
    if (index === undefined || hits.length <= index) return;
    focusIndexRef.current = undefined;
    document.getElementById(hitLinkId(index))?.focus();
  }, [hits.length]);

  return { results, setQuery, loadMore };
}
