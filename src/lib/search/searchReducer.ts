import type { ResultSet } from './engine';
import { boundQuery, type BoundedQuery } from './query';
import type { PageHit } from './results';

/**
 * `empty`: nothing to search for; `loading`: the first answer for the text is on its way; `ready`:
 * hits are shown (perhaps for older text, see `pending`); `unavailable`: there is no index, or it
 * failed to load.
 */
export type SearchStatus = 'empty' | 'loading' | 'ready' | 'unavailable';

/** A search box and its results: the state behind the search modal and the results page. */
export interface SearchState {
  /** False on a build without an index (the dev server): every search is unavailable. */
  readonly indexBuilt: boolean;
  /** The text in the search box, cut to the length limit. */
  readonly input: string;
  /** The reader's text was longer than the limit and was cut. */
  readonly truncated: boolean;
  /** Only pages of this section; '' for all. */
  readonly section: string;
  readonly status: SearchStatus;
  /** The query the hits answer (it lags the input while a newer search runs). */
  readonly query: string;
  readonly hits: readonly PageHit[];
  readonly total: number;
  readonly sectionCounts: Readonly<Record<string, number>>;
  /** A search for newer input is running; the hits shown are for `query`. */
  readonly pending: boolean;
  /** The answer the hits come from; further pages are taken only from the same answer. */
  readonly answer: ResultSet | undefined;
  /** Changes whenever the hits are replaced (not when more are appended): a highlight belongs to one list. */
  readonly revision: number;
  readonly loadingMore: boolean;
}

export type SearchAction =
  /** The reader changed the text in the box. */
  | { readonly type: 'typed'; readonly value: string }
  /** The results page was opened with this query (already cut to the limit): it searches all sections. */
  | { readonly type: 'navigated'; readonly query: BoundedQuery }
  | { readonly type: 'filtered'; readonly section: string }
  /** The engine answered, with the data of the first pages. */
  | { readonly type: 'answered'; readonly answer: ResultSet; readonly hits: readonly PageHit[] }
  /** More pages of an answer arrived; `start` is how many hits they follow. */
  | {
      readonly type: 'appended';
      readonly answer: ResultSet;
      readonly start: number;
      readonly hits: readonly PageHit[];
    }
  | { readonly type: 'failed' }
  | { readonly type: 'loadingMore'; readonly loading: boolean };

const NO_RESULTS = {
  query: '',
  hits: [],
  total: 0,
  sectionCounts: {},
  pending: false,
  answer: undefined,
} as const satisfies Partial<SearchState>;

/** The state before anything is typed. */
export function initialSearchState(indexBuilt: boolean): SearchState {
  return {
    indexBuilt,
    input: '',
    truncated: false,
    section: '',
    status: indexBuilt ? 'empty' : 'unavailable',
    ...NO_RESULTS,
    revision: 0,
    loadingMore: false,
  };
}

/** The section the hits are limited to ('' for all): it lags `section` while a newer search runs. */
export function resultsSection(state: Pick<SearchState, 'answer'>): string {
  return state.answer?.section ?? '';
}

/** The text a search runs for: the input without surrounding whitespace. */
export function searchText(state: SearchState): string {
  return state.input.trim();
}

function searchFor(
  state: SearchState,
  next: Pick<SearchState, 'input' | 'truncated' | 'section'>,
): SearchState {
  const updated = { ...state, ...next };
  const text = searchText(updated);
  if (!state.indexBuilt) return updated;
  if (text === searchText(state) && next.section === state.section) return updated;
  if (text === '') return { ...updated, ...NO_RESULTS, status: 'empty', revision: state.revision + 1 };
  // Hits for the previous text stay on screen until the new answer replaces them.
  if (state.status === 'ready') return { ...updated, pending: true };
  return { ...updated, ...NO_RESULTS, status: 'loading', revision: state.revision + 1 };
}

/**
 * How a search box's state changes: typing starts a search (or clears the results), answers replace
 * the hits, further pages are appended only to the answer they belong to, and a failure makes search
 * unavailable until the text changes.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed': {
      const { query, truncated } = boundQuery(action.value);
      return searchFor(state, { input: query, truncated, section: state.section });
    }
    case 'navigated':
      return searchFor(state, { input: action.query.query, truncated: action.query.truncated, section: '' });
    case 'filtered':
      return searchFor(state, { input: state.input, truncated: state.truncated, section: action.section });
    case 'answered': {
      const text = searchText(state);
      // An answer that arrives after the box was cleared has nobody to show it to.
      if (!state.indexBuilt || text === '') return state;
      const { answer, hits } = action;
      return {
        ...state,
        status: 'ready',
        query: answer.query,
        hits,
        total: answer.total,
        sectionCounts: answer.sectionCounts,
        pending: answer.query !== text || answer.section !== state.section,
        answer,
        revision: state.revision + 1,
      };
    }
    case 'appended':
      if (state.answer !== action.answer || state.hits.length !== action.start) return state;
      return { ...state, hits: [...state.hits, ...action.hits] };
    case 'failed':
      return { ...state, ...NO_RESULTS, status: 'unavailable', revision: state.revision + 1 };
    case 'loadingMore':
      return { ...state, loadingMore: action.loading };
  }
}
