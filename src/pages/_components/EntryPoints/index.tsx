import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { EntryPoint } from '@site/src/lib/home/entryPoints';
import styles from './styles.module.css';

type Props = {
  readonly entries: readonly EntryPoint[];
};

export default function EntryPoints({ entries }: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {entries.map((entry) => (
        <li key={entry.title} className={styles.item}>
          <Link className={styles.card} to={entry.href}>
            <h2 className={styles.title}>
              {entry.title}
              {entry.external && <span className={styles.externalHint}> (opens external site)</span>}
            </h2>
            <p className={styles.description}>{entry.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
