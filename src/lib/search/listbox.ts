import { SEARCH_MESSAGES } from './messages';
import { groupResults, type PageHit } from './results';

/** One row of the search modal's listbox. */
export interface ListOption {
  /** Position across all groups, used for the active option. */
  readonly index: number;
  readonly title: string;
  /** Where the option leads; options without one (recent searches) act in place. */
  readonly url?: string;
  readonly excerpt?: string;
}

export interface ListGroup {
  readonly key: string;
  readonly title: string;
  readonly section?: string;
  readonly options: readonly ListOption[];
}

/** DOM id of an option, for the combobox's aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The search modal's listbox: the recent searches while the box is empty, else the results by page. */
export function modalGroups(
  showingRecents: boolean,
  recents: readonly string[],
  hits: readonly PageHit[],
): ListGroup[] {
  if (!showingRecents) return groupResults(hits).map((group) => ({ ...group, key: group.url }));
  if (recents.length === 0) return [];
  return [
    {
      key: 'recent',
      title: SEARCH_MESSAGES.recentSearches,
      options: recents.map((recent, index) => ({ index, title: recent })),
    },
  ];
}
