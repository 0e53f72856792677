import { Fragment, type ReactNode } from 'react';
import { parseExcerpt } from '@site/src/lib/search/excerpt';
import styles from './styles.module.css';

type Props = {
  /** A Pagefind excerpt; its text is rendered as text nodes, its matches as <mark>. */
  readonly excerpt: string;
};

/** An excerpt with the matched words highlighted, rendered without injecting any HTML. */
export default function SearchExcerpt({ excerpt }: Props): ReactNode {
  return parseExcerpt(excerpt).map((segment, index) =>
    segment.highlighted ? (
      <mark key={index} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
