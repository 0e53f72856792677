import { useEffect, useId, useState, type ReactNode } from 'react';
import { filterEntries, type FilterableEntry } from '@site/src/lib/reference/filter';
import styles from './styles.module.css';

type Props = {
  /** How many inputs and outputs the page lists, for the status line before the first query. */
  readonly total: number;
};

const ENTRY_SELECTOR = '[data-ref-entry]';

function pageEntries(): { readonly element: HTMLElement; readonly entry: FilterableEntry }[] {
  return Array.from(document.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)).map((element) => ({
    element,
    entry: { id: element.getAttribute('aria-labelledby') ?? '', text: element.textContent ?? '' },
  }));
}

/**
 * Filter box for a reference page's inputs and outputs. The entries are static markup, so the filter
 * hides them through the DOM rather than re-rendering them.
 */
export default function ReferenceFilter({ total }: Props): ReactNode {
  const [query, setQuery] = useState('');
  const [matchCount, setMatchCount] = useState<number | null>(null);
  const inputId = useId();

  useEffect(() => {
    const entries = pageEntries();
    const matches = query.trim()
      ? new Set(
          filterEntries(
            entries.map(({ entry }) => entry),
            query,
          ),
        )
      : null;
    for (const { element, entry } of entries) element.hidden = matches !== null && !matches.has(entry.id);
    setMatchCount(matches ? matches.size : null);
  }, [query]);

  useEffect(
    () => () => {
      for (const { element } of pageEntries()) element.hidden = false;
    },
    [],
  );

  // Following a link to an entry the filter hides would land nowhere: clear the filter instead.
  useEffect(() => {
    const revealHashTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = document.getElementById(id)?.closest<HTMLElement>(ENTRY_SELECTOR);
      if (target?.hidden) {
        setQuery('');
        requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
      }
    };
    window.addEventListener('hashchange', revealHashTarget);
    return () => window.removeEventListener('hashchange', revealHashTarget);
  }, []);

  const status =
    matchCount === null
      ? `${total} inputs and outputs.`
      : `${matchCount} of ${total} inputs and outputs match "${query.trim()}".`;

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
        {matchCount === 0 && ' Try a shorter or different word.'}
      </p>
    </div>
  );
}
