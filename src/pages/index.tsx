import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { ENTRY_POINTS } from '@site/src/lib/home/entryPoints';
import { KEY_ROUTES } from '@site/src/lib/brand';
import EntryPoints from './_components/EntryPoints';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {siteConfig.title}
          </Heading>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={KEY_ROUTES.intro}>
              Start the intro course
            </Link>
            <Link className="button button--secondary button--lg" to={KEY_ROUTES.serviceCatalog}>
              Browse the Service Catalog
            </Link>
          </div>
        </div>
      </header>
      <main className={`container ${styles.main}`}>
        <EntryPoints entries={ENTRY_POINTS} />
      </main>
    </Layout>
  );
}
