import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { ResultSet, SearchEngine } from '@site/src/lib/search/engine';
import { createLatestOnly } from '@site/src/lib/search/latestOnly';
import type { BoundedQuery } from '@site/src/lib/search/query';
import type { PageHit } from '@site/src/lib/search/results';
import {
  initialSearchState,
  resultsSection,
  searchReducer,
  searchText,
  type SearchState,
} from '@site/src/lib/search/searchReducer';

export interface SearchResults extends SearchState {
  /** The section of the hits on screen ('' for all), which the status line names. */
  readonly resultsSection: string;
  readonly hasMore: boolean;
  /** A search is running: the first one (nothing shown yet) or one for newer text. */
  readonly busy: boolean;
  setQuery(value: string): void;
  /** Shows the query of a newly opened results page, across all sections. */
  showQuery(query: BoundedQuery): void;
  setSection(section: string): void;
  loadMore(): Promise<void>;
}

interface Request {
  readonly query: string;
  readonly section: string;
}

interface FirstPages {
  readonly set: ResultSet;
  /** Undefined when newer text was waiting, so the page data was never fetched. */
  readonly hits: PageHit[] | undefined;
}

/** Pages whose data is fetched before the first render; the rest of the batch follows. */
const FIRST_PAGES = 2;

/**
 * A search box bound to the engine (the state itself is searchReducer's). Keystrokes that arrive while
 * a search runs collapse into one follow-up search for the latest text, and answers to outdated text
 * are dropped. The first few pages render as soon as their data arrives and the rest of the batch is
 * appended, so first results need fewer bytes and less time.
 */
export default function useSearchResults(
  engine: SearchEngine | undefined,
  options: { readonly withSectionCounts?: boolean; readonly pageSize: number },
): SearchResults {
  const { withSectionCounts = false, pageSize } = options;
  const [state, dispatch] = useReducer(searchReducer, engine !== undefined, initialSearchState);

  const runner = useMemo(
    () =>
      createLatestOnly<Request, FirstPages>(
        async (request, isCurrent) => {
          if (!engine) throw new Error('no search index');
          const set = await engine.search(request.query, {
            section: request.section || undefined,
            withSectionCounts,
          });
          // Newer text is waiting: skip fetching page data for an answer nobody would see for long.
          return { set, hits: isCurrent() ? await set.load(0, Math.min(FIRST_PAGES, pageSize)) : undefined };
        },
        {
          onResult: (_request, { set, hits }) => {
            if (!hits) return;
            dispatch({ type: 'answered', answer: set, hits });
            if (hits.length >= Math.min(pageSize, set.total)) return;
            void set
              .load(hits.length, pageSize)
              .then((more) => dispatch({ type: 'appended', answer: set, start: hits.length, hits: more }));
          },
          onError: (_request, error) => {
            console.warn(error instanceof Error ? error.message : error);
            dispatch({ type: 'failed' });
          },
        },
      ),
    [engine, pageSize, withSectionCounts],
  );

  const text = searchText(state);
  const { section } = state;
  useEffect(() => {
    if (!engine) return;
    if (text === '') runner.cancel();
    else runner.run({ query: text, section });
  }, [engine, runner, text, section]);

  useEffect(() => () => runner.cancel(), [runner]);

  const setQuery = useCallback((value: string) => dispatch({ type: 'typed', value }), []);
  const showQuery = useCallback((query: BoundedQuery) => dispatch({ type: 'navigated', query }), []);
  const setSection = useCallback((value: string) => dispatch({ type: 'filtered', section: value }), []);

  const { answer, hits } = state;
  const loadMore = useCallback(async () => {
    if (!answer) return;
    dispatch({ type: 'loadingMore', loading: true });
    try {
      const start = hits.length;
      const more = await answer.load(start, start + pageSize);
      dispatch({ type: 'appended', answer, start, hits: more });
    } finally {
      dispatch({ type: 'loadingMore', loading: false });
    }
  }, [answer, hits.length, pageSize]);

  return {
    ...state,
    resultsSection: resultsSection(state),
    hasMore: state.hits.length < state.total,
    busy: state.pending || state.status === 'loading',
    setQuery,
    showQuery,
    setSection,
    loadMore,
  };
}
