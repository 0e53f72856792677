import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useHistory } from '@docusaurus/router';
import useDialog, { type DialogProps } from '@site/src/components/Modal/useDialog';
import useRecentSearches from '@site/src/components/Search/useRecentSearches';
import useSearchResults, { type SearchResults } from '@site/src/components/Search/useSearchResults';
import {
  activeIndexOf,
  activeOptionReducer,
  NO_ACTIVE_OPTION,
  type OptionList,
} from '@site/src/lib/search/activeOption';
import type { SearchEngine } from '@site/src/lib/search/engine';
import { modalGroups, optionId, type ListGroup, type ListOption } from '@site/src/lib/search/listbox';
import { searchPageHref } from '@site/src/lib/search/query';

/** Pages shown in the modal; the results page has the rest. */
const MODAL_PAGES = 5;

export interface SearchModalArgs {
  readonly engine: SearchEngine | undefined;
  readonly claimTyped: () => string;
  readonly returnFocusTo: () => HTMLElement | null;
  readonly onClose: (options?: { readonly restoreFocus: boolean }) => void;
}

export interface SearchModalState {
  readonly dialog: DialogProps;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly listId: string;
  readonly results: SearchResults;
  readonly groups: readonly ListGroup[];
  readonly showingRecents: boolean;
  readonly recentCount: number;
  readonly activeIndex: number;
  readonly seeAllHref: string;
  activate(index: number): void;
  clearRecents(): void;
  pick(option: ListOption, event: MouseEvent<HTMLElement>): void;
  rememberQuery(): void;
  onInputKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The search modal: a combobox over a grouped listbox, in a dialog (useDialog). */
export default function useSearchModal({
  engine,
  claimTyped,
  returnFocusTo,
  onClose,
}: SearchModalArgs): SearchModalState {
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `search-results-${useId().replace(/[^\w-]/g, '')}`;
  const history = useHistory();
  const results = useSearchResults(engine, { pageSize: MODAL_PAGES });
  const { recents, remember, clear } = useRecentSearches();
  const [active, dispatchActive] = useReducer(activeOptionReducer, NO_ACTIVE_OPTION);
  const dialog = useDialog({
    open: true,
    onClose: () => onClose(),
    initialFocusRef: inputRef,
    returnFocusTo,
  });

  const { setQuery, input } = results;
  useEffect(() => {
    const typed = claimTyped();
    if (typed) setQuery(typed);
  }, [claimTyped, setQuery]);

  const showingRecents = input.trim() === '';
  const groups = useMemo(
    () => modalGroups(showingRecents, recents, results.hits),
    [showingRecents, recents, results.hits],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const list: OptionList = {
    revision: results.revision,
    count: options.length,
    highlightFirst: !showingRecents,
  };
  const activeIndex = activeIndexOf(active, list);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  const rememberQuery = useCallback(() => remember(input), [remember, input]);

  const choose = useCallback(
    (option: ListOption) => {
      if (!option.url) {
        setQuery(option.title);
        inputRef.current?.focus();
        return;
      }
      rememberQuery();
      onClose({ restoreFocus: false });
      history.push(option.url);
    },
    [history, onClose, rememberQuery, setQuery],
  );

  const pick = useCallback(
    (option: ListOption, event: MouseEvent<HTMLElement>) => {
      // Modified clicks open a new tab: leave the modal as it is.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      if (!option.url) {
        choose(option);
        return;
      }
      // The link itself navigates client-side; only record the search and close.
      rememberQuery();
      onClose({ restoreFocus: false });
    },
    [choose, onClose, rememberQuery],
  );

  const seeAllHref = searchPageHref(input);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatchActive({ type: 'moved', delta: event.key === 'ArrowDown' ? 1 : -1, list });
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const option = options[activeIndex];
    if (option) {
      choose(option);
    } else if (!showingRecents) {
      rememberQuery();
      onClose({ restoreFocus: false });
      history.push(seeAllHref);
    }
  };

  return {
    dialog,
    inputRef,
    listId,
    results,
    groups,
    showingRecents,
    recentCount: showingRecents ? recents.length : 0,
    activeIndex,
    seeAllHref,
    activate: (index) => dispatchActive({ type: 'pointed', index, list }),
    clearRecents: clear,
    pick,
    rememberQuery,
    onInputKeyDown,
  };
}
