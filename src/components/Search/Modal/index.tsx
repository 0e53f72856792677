import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import SearchEmptyState from '@site/src/components/Search/EmptyState';
import SearchResultList from '@site/src/components/Search/ResultList';
import type { SearchEngine } from '@site/src/lib/search/engine';
import { optionId } from '@site/src/lib/search/listbox';
import {
  resultCount,
  SEARCH_MESSAGES,
  searchEmptyState,
  searchStatus,
  type SearchView,
} from '@site/src/lib/search/messages';
import { MAX_QUERY_LENGTH } from '@site/src/lib/search/query';
import useSearchModal, { type SearchModalState } from './useSearchModal';
import styles from './styles.module.css';

type Props = {
  readonly engine: SearchEngine | undefined;
  readonly claimTyped: () => string;
  /** Asked when the modal closes: where focus goes back to (null after a navigation). */
  readonly returnFocusTo: () => HTMLElement | null;
  readonly onClose: (options?: { readonly restoreFocus: boolean }) => void;
};

function Body({ modal, view }: { readonly modal: SearchModalState; readonly view: SearchView }): ReactNode {
  const emptyState = searchEmptyState(view);
  if (emptyState) return <SearchEmptyState state={emptyState} query={view.query} compact />;
  return (
    <>
      <SearchResultList
        id={modal.listId}
        label={modal.showingRecents ? SEARCH_MESSAGES.recentSearches : SEARCH_MESSAGES.searchResults}
        groups={modal.groups}
        activeIndex={modal.activeIndex}
        onActivate={modal.activate}
        onPick={modal.pick}
      />
      {modal.showingRecents ? (
        <button type="button" className={styles.clear} onClick={modal.clearRecents}>
          Clear recent searches
        </button>
      ) : null}
    </>
  );
}

/** The search dialog (SPEC §4): a combobox over results grouped by page, with a link to all results. */
export default function SearchModal({ engine, claimTyped, returnFocusTo, onClose }: Props): ReactNode {
  const modal = useSearchModal({ engine, claimTyped, returnFocusTo, onClose });
  const { results } = modal;
  const view: SearchView = { ...results, recentCount: modal.recentCount };
  const expanded = modal.groups.length > 0;
  return (
    // Keyboard handling lives on the input and in the dialog's key handler; the click only closes on
    // the backdrop, which Escape and the close button also do.
    <dialog {...modal.dialog} className={styles.dialog} aria-label="Search the docs">
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${modal.listId}-input`} className={styles.visuallyHidden}>
            Search the docs
          </label>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={modal.inputRef}
            id={`${modal.listId}-input`}
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? modal.listId : undefined}
            aria-activedescendant={
              expanded && modal.activeIndex >= 0 ? optionId(modal.listId, modal.activeIndex) : undefined
            }
            placeholder="Search docs"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            value={results.input}
            onChange={(event) => results.setQuery(event.target.value)}
            onKeyDown={modal.onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose()}>
            Close
          </button>
        </form>
        <div role="status" className={styles.visuallyHidden}>
          {searchStatus(view)}
        </div>
        <div className={styles.body} aria-busy={results.busy}>
          <Body modal={modal} view={view} />
        </div>
        <footer className={styles.footer}>
          {results.status === 'ready' && results.total > 0 ? (
            <Link
              to={modal.seeAllHref}
              className={styles.seeAll}
              onClick={() => {
                modal.rememberQuery();
                onClose({ restoreFocus: false });
              }}
            >
              See all {resultCount(results.total)}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </dialog>
  );
}
