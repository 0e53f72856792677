import type { ReactNode } from 'react';
import SearchSuggestions from '@site/src/components/Search/Suggestions';
import SearchUnavailable from '@site/src/components/Search/Unavailable';
import { resultCountAnnouncement, SEARCH_MESSAGES, type EmptyState } from '@site/src/lib/search/messages';
import styles from './styles.module.css';

type Props = {
  readonly state: EmptyState;
  /** The query that found nothing. */
  readonly query: string;
  /** The modal's short form; the results page adds search tips and sections to browse. */
  readonly compact: boolean;
};

/** What the search modal and the results page show when they have no list to show. */
export default function SearchEmptyState({ state, query, compact }: Props): ReactNode {
  if (state === 'not-built' || state === 'failed') return <SearchUnavailable reason={state} />;
  if (!compact) {
    // The page's status line already says it is searching.
    if (state === 'searching') return null;
    return <SearchSuggestions afterNoResults={state === 'no-results'} />;
  }
  if (state === 'intro') return <p className={styles.hint}>{SEARCH_MESSAGES.scope}</p>;
  if (state === 'searching') return <p className={styles.hint}>{SEARCH_MESSAGES.searching}</p>;
  return (
    <div className={styles.hint}>
      <p className={styles.noResults}>{resultCountAnnouncement(0, query)}.</p>
      <p>{SEARCH_MESSAGES.noResultsTip}</p>
    </div>
  );
}
