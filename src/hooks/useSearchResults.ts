import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ResultSet, SearchEngine } from '@site/src/lib/search/engine';
import { createLatestOnly } from '@site/src/lib/search/latestOnly';
import type { PageHit } from '@site/src/lib/search/results';

export type SearchStatus = 'empty' | 'loading' | 'ready' | 'unavailable';

export interface SearchResultsState {
  readonly status: SearchStatus;
  /** The query the hits answer (it lags the input while a newer search runs). */
  readonly query: string;
  readonly hits: readonly PageHit[];
  readonly total: number;
  readonly sectionCounts: Readonly<Record<string, number>>;
  /** A search for newer input is running; the hits shown are for `query`. */
  readonly pending: boolean;
}

export interface SearchResults extends SearchResultsState {
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): Promise<void>;
}

interface Request {
  readonly query: string;
  readonly section: string;
}

interface Answer {
  readonly set: ResultSet;
  /** Undefined when newer text was waiting, so the page data was never fetched. */
  readonly hits: PageHit[] | undefined;
}

/** Pages whose data is fetched before the first render; the rest of the batch follows. */
const FIRST_PAGES = 2;

const EMPTY: SearchResultsState = {
  status: 'empty',
  query: '',
  hits: [],
  total: 0,
  sectionCounts: {},
  pending: false,
};

/**
 * Searches as the query changes. Keystrokes that arrive while a search runs collapse into one
 * follow-up search for the latest text, and answers to outdated text are dropped. The first few pages
 * render as soon as their data arrives and the rest of the batch is appended, so first results need
 * fewer bytes and less time.
 */
export default function useSearchResults(
  engine: SearchEngine | undefined,
  query: string,
  options: { readonly section?: string; readonly withSectionCounts?: boolean; readonly pageSize: number },
): SearchResults {
  const { section = '', withSectionCounts = false, pageSize } = options;
  const [state, setState] = useState<SearchResultsState>(EMPTY);
  const [loadingMore, setLoadingMore] = useState(false);
  const setRef = useRef<ResultSet | undefined>(undefined);
  const latestRef = useRef('');

  const runner = useMemo(
    () =>
      createLatestOnly<Request, Answer>(
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
          onResult: (request, answer) => {
            const { set, hits } = answer;
            if (!hits) return;
            setRef.current = set;
            setState({
              status: 'ready',
              query: request.query,
              hits,
              total: set.total,
              sectionCounts: set.sectionCounts,
              pending: request.query !== latestRef.current,
            });
            if (hits.length >= Math.min(pageSize, set.total)) return;
            void set
              .load(hits.length, pageSize)
              .then((more) =>
                setState((previous) =>
                  setRef.current === set && previous.hits.length === hits.length
                    ? { ...previous, hits: [...previous.hits, ...more] }
                    : previous,
                ),
              );
          },
          onError: (_request, error) => {
            console.warn(error instanceof Error ? error.message : error);
            setState({ ...EMPTY, status: 'unavailable' });
          },
        },
      ),
    [engine, pageSize, withSectionCounts],
  );

  const text = query.trim();
  useEffect(() => {
    latestRef.current = text;
    if (!engine) {
      setState({ ...EMPTY, status: 'unavailable' });
      return;
    }
    if (text === '') {
      runner.cancel();
      setRef.current = undefined;
      setState(EMPTY);
      return;
    }
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, pending: true } : { ...EMPTY, status: 'loading' },
    );
    runner.run({ query: text, section });
  }, [engine, runner, text, section]);

  useEffect(() => () => runner.cancel(), [runner]);

  const loadMore = useCallback(async () => {
    const set = setRef.current;
    if (!set) return;
    setLoadingMore(true);
    try {
      const start = state.hits.length;
      const more = await set.load(start, start + pageSize);
      setState((previous) =>
        setRef.current === set && previous.hits.length === start
          ? { ...previous, hits: [...previous.hits, ...more] }
          : previous,
      );
    } finally {
      setLoadingMore(false);
    }
  }, [pageSize, state.hits.length]);

  return { ...state, hasMore: state.hits.length < state.total, loadingMore, loadMore };
}
