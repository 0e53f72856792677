import type { SearchStatus } from './searchReducer';

/** Texts the search modal and the results page share. */
export const SEARCH_MESSAGES = {
  unavailable: 'Search is unavailable.',
  searching: 'Searching…',
  recentSearches: 'Recent searches',
  recentSearchesListed: 'Recent searches are listed.',
  searchResults: 'Search results',
  /** What the index covers; the introduction when nothing is typed yet. */
  scope: 'Search the intro course, guides, FAQs and the Service Catalog API.',
  /** The modal's short advice after a search without matches; the results page lists fuller tips. */
  noResultsTip: 'Check the spelling, or try fewer or more general words such as a tool or service name.',
} as const;

/** "1 result" / "12 results". */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

/** The sentence screen readers hear when results change: "12 results for “nat gateway”". */
export function resultCountAnnouncement(total: number, query: string): string {
  const quoted = `“${query.trim()}”`;
  return total === 0 ? `No results for ${quoted}` : `${resultCount(total)} for ${quoted}`;
}

/** What a search surface shows about its results. */
export interface SearchView {
  readonly indexBuilt: boolean;
  readonly status: SearchStatus;
  /** The query the results answer. */
  readonly query: string;
  readonly total: number;
  /** Recent searches listed while the box is empty (the modal offers them); 0 when none. */
  readonly recentCount?: number;
  /** The section the results are limited to; '' or absent for all. */
  readonly resultsSection?: string;
}

/** The status line (role="status") of the search modal and of the results page. */
export function searchStatus(view: SearchView): string {
  if (!view.indexBuilt || view.status === 'unavailable') return SEARCH_MESSAGES.unavailable;
  if (view.status === 'empty') return (view.recentCount ?? 0) > 0 ? SEARCH_MESSAGES.recentSearchesListed : '';
  if (view.status === 'loading') return SEARCH_MESSAGES.searching;
  const sentence = resultCountAnnouncement(view.total, view.query);
  return view.resultsSection ? `${sentence} in ${view.resultsSection}` : sentence;
}

/**
 * What a search surface shows instead of a list: `not-built` (this server has no index), `failed`
 * (the index did not load), `intro` (nothing typed, nothing recent), `searching` (the first answer is
 * on its way) or `no-results`. Undefined when there is a list to show.
 */
export type EmptyState = 'not-built' | 'failed' | 'intro' | 'searching' | 'no-results';

/** The empty state of the search modal and of the results page, if any. */
export function searchEmptyState(view: SearchView): EmptyState | undefined {
  if (!view.indexBuilt) return 'not-built';
  if (view.status === 'unavailable') return 'failed';
  if (view.status === 'empty') return (view.recentCount ?? 0) > 0 ? undefined : 'intro';
  if (view.status === 'loading') return 'searching';
  return view.total === 0 ? 'no-results' : undefined;
}
