import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useHistory } from '@docusaurus/router';
import { optionId, type ListGroup, type ListOption } from '@site/src/components/SearchResultList';
import useRecentSearches from '@site/src/hooks/useRecentSearches';
import useSearchResults, { type SearchResults } from '@site/src/hooks/useSearchResults';
import type { SearchEngine } from '@site/src/lib/search/engine';
import { boundQuery, searchPageHref } from '@site/src/lib/search/query';
import { groupResults } from '@site/src/lib/search/results';
import { moveActiveIndex } from '@site/src/lib/search/shortcuts';

/** Pages shown in the modal; the results page has the rest. */
const MODAL_PAGES = 5;

const FOCUSABLE = 'input, button, select, a[href]:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

export interface SearchModalArgs {
  readonly engine: SearchEngine | undefined;
  readonly claimTyped: () => string;
  readonly onClose: (options?: { readonly restoreFocus: boolean }) => void;
}

export interface SearchModalState {
  readonly dialogRef: RefObject<HTMLDialogElement | null>;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly listId: string;
  readonly query: string;
  readonly results: SearchResults;
  readonly groups: readonly ListGroup[];
  readonly showingRecents: boolean;
  readonly activeIndex: number;
  readonly seeAllHref: string;
  setQuery(value: string): void;
  setActiveIndex(index: number): void;
  clearRecents(): void;
  pick(option: ListOption, event: MouseEvent<HTMLElement>): void;
  rememberQuery(): void;
  onInputKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>): void;
  onDialogClick(event: MouseEvent<HTMLDialogElement>): void;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
}

/** State and keyboard handling of the search modal (combobox over a grouped listbox). */
export default function useSearchModal({ engine, claimTyped, onClose }: SearchModalArgs): SearchModalState {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `search-results-${useId().replace(/[^\w-]/g, '')}`;
  const history = useHistory();
  const [query, setQueryState] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = useSearchResults(engine, query, { pageSize: MODAL_PAGES });
  const { recents, remember, clear } = useRecentSearches();

  const setQuery = useCallback((value: string) => setQueryState(boundQuery(value).query), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const typed = claimTyped();
    if (typed) setQuery(typed);
    inputRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog?.open) dialog.close();
    };
  }, [claimTyped, setQuery]);

  const showingRecents = query.trim() === '';
  const groups = useMemo<ListGroup[]>(() => {
    if (showingRecents) {
      if (recents.length === 0) return [];
      return [
        {
          key: 'recent',
          title: 'Recent searches',
          options: recents.map((recent, index) => ({ index, title: recent })),
        },
      ];
    }
    return groupResults(results.hits).map((group) => ({ ...group, key: group.url }));
  }, [showingRecents, recents, results.hits]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  // Highlight the first result for each new answer; appended pages keep the reader's position.
  const hasOptions = options.length > 0;
  const answeredQuery = results.query;
  useEffect(() => {
    setActiveIndex(!showingRecents && hasOptions ? 0 : -1);
  }, [answeredQuery, showingRecents, hasOptions]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  const rememberQuery = useCallback(() => remember(query), [remember, query]);

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

  const seeAllHref = searchPageHref(query);

  const onInputKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActiveIndex((current) =>
          moveActiveIndex(current, event.key === 'ArrowDown' ? 1 : -1, options.length),
        );
        return;
      }
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      event.preventDefault();
      const option = options[activeIndex];
      if (option) {
        choose(option);
      } else if (query.trim() !== '') {
        rememberQuery();
        onClose({ restoreFocus: false });
        history.push(seeAllHref);
      }
    },
    [activeIndex, choose, history, onClose, options, query, rememberQuery, seeAllHref],
  );

  const onDialogKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      // Keep Tab and Shift+Tab cycling inside the dialog.
      const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [onClose],
  );

  const onDialogClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      // The panel fills the dialog, so a click on the dialog itself is a click on the backdrop.
      if (event.target === event.currentTarget) onClose();
    },
    [onClose],
  );

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    [onClose],
  );

  return {
    dialogRef,
    inputRef,
    listId,
    query,
    results,
    groups,
    showingRecents,
    activeIndex,
    seeAllHref,
    setQuery,
    setActiveIndex,
    clearRecents: clear,
    pick,
    rememberQuery,
    onInputKeyDown,
    onDialogKeyDown,
    onDialogClick,
    onCancel,
  };
}
