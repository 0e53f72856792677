import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import SearchResultsPage from '@site/src/components/Search/ResultsPage';

/**
 * The /search route: results for `?q=`. Every query shares the page's canonical URL (`/search`), so
 * search engines index the one search page rather than each query.
 */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Gruntwork documentation.">
      <SearchResultsPage />
    </Layout>
  );
}
