import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = {
  /** `not-built`: this server has no index (the dev server); `failed`: the index did not load. */
  readonly reason: 'not-built' | 'failed';
};

/** Says why search cannot answer and how to get it working, instead of an empty box. */
export default function SearchUnavailable({ reason }: Props): ReactNode {
  if (reason === 'not-built') {
    return (
      <div className={styles.message}>
        <p className={styles.title}>Search is not available on the development server.</p>
        <p>
          The search index is created by the production build. Run <code>npm run build</code>, then{' '}
          <code>npm run serve</code>, and search at <code>http://localhost:3000</code>.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.message}>
      <p className={styles.title}>The search index could not be loaded.</p>
      <p>Check your connection and reload the page, or browse the sections in the navigation bar.</p>
    </div>
  );
}
