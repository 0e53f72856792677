import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import SearchResultList, { optionId } from '@site/src/components/SearchResultList';
import SearchUnavailable from '@site/src/components/SearchUnavailable';
import type { SearchEngine } from '@site/src/lib/search/engine';
import { resultCount, resultCountAnnouncement } from '@site/src/lib/search/messages';
import { MAX_QUERY_LENGTH } from '@site/src/lib/search/query';
import useSearchModal, { type SearchModalState } from './useSearchModal';
import styles from './styles.module.css';

type Props = {
  readonly engine: SearchEngine | undefined;
  readonly claimTyped: () => string;
  readonly onClose: (options?: { readonly restoreFocus: boolean }) => void;
};

function announcement(modal: SearchModalState, indexBuilt: boolean): string {
  const { results } = modal;
  if (!indexBuilt || results.status === 'unavailable') return 'Search is unavailable.';
  if (modal.showingRecents) return modal.groups.length > 0 ? 'Recent searches are listed.' : '';
  if (results.status === 'loading') return 'Searching…';
  if (results.status !== 'ready') return '';
  return resultCountAnnouncement(results.total, results.query);
}

function Body({
  modal,
  indexBuilt,
}: {
  readonly modal: SearchModalState;
  readonly indexBuilt: boolean;
}): ReactNode {
  const { results } = modal;
  if (!indexBuilt) return <SearchUnavailable reason="not-built" />;
  if (results.status === 'unavailable') return <SearchUnavailable reason="failed" />;
  if (modal.showingRecents && modal.groups.length === 0) {
    return <p className={styles.hint}>Search the intro course, guides, FAQs and the Service Catalog API.</p>;
  }
  if (results.status === 'loading') return <p className={styles.hint}>Searching…</p>;
  if (!modal.showingRecents && results.status === 'ready' && results.total === 0) {
    return (
      <div className={styles.hint}>
        <p className={styles.noResults}>
          No results for <q>{results.query}</q>.
        </p>
        <p>Check the spelling, or try fewer or more general words such as a tool or service name.</p>
      </div>
    );
  }
  return (
    <>
      <SearchResultList
        id={modal.listId}
        label={modal.showingRecents ? 'Recent searches' : 'Search results'}
        groups={modal.groups}
        activeIndex={modal.activeIndex}
        onActivate={modal.setActiveIndex}
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
export default function SearchModal({ engine, claimTyped, onClose }: Props): ReactNode {
  const modal = useSearchModal({ engine, claimTyped, onClose });
  const indexBuilt = engine !== undefined;
  const { results } = modal;
  const expanded = modal.groups.length > 0;
  return (
    // Keyboard handling lives on the input and in the dialog's key handler; the click only closes on
    // the backdrop, which Escape and the close button also do.
    <dialog
      ref={modal.dialogRef}
      className={styles.dialog}
      aria-label="Search the docs"
      onKeyDown={modal.onDialogKeyDown}
      onClick={modal.onDialogClick}
      onCancel={modal.onCancel}
    >
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
            value={modal.query}
            onChange={(event) => modal.setQuery(event.target.value)}
            onKeyDown={modal.onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose()}>
            Close
          </button>
        </form>
        <div role="status" className={styles.visuallyHidden}>
          {announcement(modal, indexBuilt)}
        </div>
        <div className={styles.body} aria-busy={results.pending || results.status === 'loading'}>
          <Body modal={modal} indexBuilt={indexBuilt} />
        </div>
        <footer className={styles.footer}>
          {!modal.showingRecents && results.status === 'ready' && results.total > 0 ? (
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
