import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import SearchEmptyState from '@site/src/components/Search/EmptyState';
import SearchHit from '@site/src/components/Search/Hit';
import { resultCount, searchEmptyState, searchStatus } from '@site/src/lib/search/messages';
import { MAX_QUERY_LENGTH } from '@site/src/lib/search/query';
import { sortSections } from '@site/src/lib/search/sections';
import useSearchResultsPage, { hitLinkId, type SearchResultsPageState } from './useSearchResultsPage';
import styles from './styles.module.css';

function SectionFilter({ page }: { readonly page: SearchResultsPageState }): ReactNode {
  const { sectionCounts: counts, section, setSection } = page.results;
  const sections = sortSections(Object.keys(counts).filter((name) => (counts[name] ?? 0) > 0));
  if (sections.length === 0 && !section) return null;
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <div className={styles.filter}>
      <label htmlFor="search-section">Section</label>
      <select id="search-section" value={section} onChange={(event) => setSection(event.target.value)}>
        <option value="">All sections ({all})</option>
        {sections.map((name) => (
          <option key={name} value={name}>
            {name} ({counts[name]})
          </option>
        ))}
      </select>
    </div>
  );
}

function Results({ page }: { readonly page: SearchResultsPageState }): ReactNode {
  const { results } = page;
  const emptyState = searchEmptyState(results);
  if (emptyState === 'no-results') {
    return (
      <div className={styles.empty}>
        {results.resultsSection ? (
          <button type="button" className="button button--secondary" onClick={() => results.setSection('')}>
            Search all sections
          </button>
        ) : null}
        <SearchEmptyState state={emptyState} query={results.query} compact={false} />
      </div>
    );
  }
  if (emptyState) return <SearchEmptyState state={emptyState} query={results.query} compact={false} />;
  return (
    <>
      <ol className={styles.list}>
        {results.hits.map((hit, index) => (
          <li key={hit.url}>
            <SearchHit hit={hit} linkId={hitLinkId(index)} />
          </li>
        ))}
      </ol>
      {results.hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={page.loadMore}
          disabled={results.loadingMore}
        >
          {results.loadingMore
            ? 'Loading…'
            : `Load more (${resultCount(results.total - results.hits.length)} left)`}
        </button>
      ) : null}
    </>
  );
}

/** The /search page: a search box bound to `?q=`, a section filter and paged results. */
export default function SearchResultsPage(): ReactNode {
  const page = useSearchResultsPage();
  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <Heading as="h1">Search the documentation</Heading>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className={styles.label}>
          Search text
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          placeholder="For example: terragrunt dependency"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          value={page.results.input}
          onChange={(event) => page.setQuery(event.target.value)}
        />
      </form>
      {page.results.truncated ? (
        <p className={styles.note}>Your search was shortened to its first {MAX_QUERY_LENGTH} characters.</p>
      ) : null}
      <div className={styles.toolbar}>
        <p role="status" className={styles.status}>
          {searchStatus(page.results)}
        </p>
        <SectionFilter page={page} />
      </div>
      <div className={styles.results} aria-busy={page.results.busy}>
        <Results page={page} />
      </div>
    </main>
  );
}
