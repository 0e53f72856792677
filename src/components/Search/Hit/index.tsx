import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchExcerpt from '@site/src/components/Search/Excerpt';
import { topSubResults, type PageHit } from '@site/src/lib/search/results';
import styles from './styles.module.css';

/** Headings listed under each page on the results page. */
const SECTIONS_PER_PAGE = 3;

type Props = {
  readonly hit: PageHit;
  /** DOM id of the title link, so the page can move focus to newly loaded results. */
  readonly linkId: string;
};

/** One page on the results page: title, section, tags, excerpt and its best-matching headings. */
export default function SearchHit({ hit, linkId }: Props): ReactNode {
  const headings = topSubResults(hit, SECTIONS_PER_PAGE + 1)
    .filter((sub) => sub.url !== hit.url)
    .slice(0, SECTIONS_PER_PAGE);
  // When the best excerpt sits under a listed heading, show it there only.
  const showPageExcerpt = hit.excerpt !== '' && !headings.some((sub) => sub.excerpt === hit.excerpt);
  return (
    <article className={styles.hit}>
      <p className={styles.meta}>
        <span className={styles.section}>{hit.section}</span>
        {hit.tags.length > 0 ? <span className={styles.tags}>{hit.tags.join(' · ')}</span> : null}
      </p>
      <Heading as="h2" className={styles.title}>
        <Link id={linkId} to={hit.url}>
          {hit.title}
        </Link>
      </Heading>
      {showPageExcerpt ? (
        <p className={styles.excerpt}>
          <SearchExcerpt excerpt={hit.excerpt} />
        </p>
      ) : null}
      {headings.length > 0 ? (
        <ul className={styles.headings}>
          {headings.map((sub) => (
            <li key={sub.url}>
              <Link to={sub.url}>{sub.title}</Link>
              {sub.excerpt ? (
                <p className={styles.excerpt}>
                  <SearchExcerpt excerpt={sub.excerpt} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
