import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import SearchResultsPage from '@site/src/components/Search/ResultsPage';

/** The /search route: results for `?q=`, kept out of search engines' indexes. */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Gruntwork documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchResultsPage />
    </Layout>
  );
}
