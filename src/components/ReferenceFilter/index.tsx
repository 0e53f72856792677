import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { filterEntries, type FilterableEntry } from '@site/src/lib/reference/filter';
import { setVisibleReferenceIds } from './useReferenceFilter';
import styles from './styles.module.css';

type Props = {
  readonly entries: readonly FilterableEntry[];
};

/** Filter box for a reference page's inputs and outputs; entries hide themselves when filtered out. */
export default function ReferenceFilter({ entries }: Props): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const matches = useMemo(() => (query.trim() ? filterEntries(entries, query) : null), [entries, query]);

  useEffect(() => {
    setVisibleReferenceIds(matches ? new Set(matches) : null);
  }, [matches]);

  useEffect(() => () => setVisibleReferenceIds(null), []);

  // Following a link to an entry the filter hides would land nowhere: clear the filter instead.
  useEffect(() => {
    const revealHashTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (matches && entries.some((entry) => entry.id === id) && !matches.includes(id)) setQuery('');
    };
    window.addEventListener('hashchange', revealHashTarget);
    return () => window.removeEventListener('hashchange', revealHashTarget);
  }, [entries, matches]);

  const status = matches
    ? `${matches.length} of ${entries.length} inputs and outputs match "${query.trim()}".`
    : `${entries.length} inputs and outputs.`;

  return (
    <div className={styles.filter} role="search">
      <label htmlFor={inputId} className={styles.label}>
        Filter inputs and outputs
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        value={query}
        placeholder="Name or keyword, e.g. nat, kms, tags"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={styles.status} role="status" aria-live="polite">
        {status}
        {matches?.length === 0 && ' Try a shorter or different word.'}
      </p>
    </div>
  );
}
