import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useSearchEngine from '@site/src/hooks/useSearchEngine';
import useSearchResults, { type SearchResults } from '@site/src/hooks/useSearchResults';
import { boundQuery, readQueryParam, withQueryParam } from '@site/src/lib/search/query';

/** Pages per batch on the results page ("Load more" fetches the next batch). */
const PAGE_SIZE = 10;

export interface SearchResultsPageState {
  readonly indexBuilt: boolean;
  readonly query: string;
  /** The text was longer than the limit and was cut. */
  readonly truncated: boolean;
  readonly section: string;
  readonly results: SearchResults;
  setQuery(value: string): void;
  setSection(section: string): void;
  loadMore(): void;
}

/** DOM id of the title link of the result at `index`. */
export function hitLinkId(index: number): string {
  return `search-hit-${index}`;
}

/**
 * The results page's state, bound to `?q=`: typing rewrites the URL in place with
 * history.replaceState (no new history entries, no route change); navigating to /search?q=… loads it.
 */
export default function useSearchResultsPage(): SearchResultsPageState {
  const engine = useSearchEngine();
  const { search } = useLocation();
  // Empty until mounted: the static HTML has no query, and hydration must match it.
  const [query, setQueryState] = useState('');
  const [truncated, setTruncated] = useState(false);
  const [section, setSection] = useState('');
  const focusIndexRef = useRef<number | undefined>(undefined);
  const results = useSearchResults(engine, query, { section, withSectionCounts: true, pageSize: PAGE_SIZE });

  useEffect(() => {
    const fromUrl = readQueryParam(search);
    setQueryState(fromUrl.query);
    setTruncated(fromUrl.truncated);
    setSection('');
  }, [search]);

  const setQuery = useCallback((value: string) => {
    const bounded = boundQuery(value);
    setQueryState(bounded.query);
    setTruncated(bounded.truncated);
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withQueryParam(current, bounded.query)}${hash}`,
    );
  }, []);

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

  return {
    indexBuilt: engine !== undefined,
    query,
    truncated,
    section,
    results,
    setQuery,
    setSection,
    loadMore,
  };
}
