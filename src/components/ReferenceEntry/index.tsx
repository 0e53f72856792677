import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import { useIsReferenceEntryVisible } from '@site/src/components/ReferenceFilter/useReferenceFilter';
import styles from './styles.module.css';

type Props = {
  readonly kind: 'input' | 'output';
  readonly name: string;
  readonly id: string;
  readonly required?: boolean;
  readonly sensitive?: boolean;
  readonly children: ReactNode;
};

/** One input or output of a module: a linkable heading, badges, and the generated details. */
export default function ReferenceEntry({ kind, name, id, required, sensitive, children }: Props): ReactNode {
  const visible = useIsReferenceEntryVisible(id);
  return (
    <section className={clsx(styles.entry, !visible && styles.hidden)} aria-labelledby={id} hidden={!visible}>
      <Heading as="h4" id={id} className={styles.name}>
        <code>{name}</code>
      </Heading>
      <p className={styles.badges}>
        <span className={styles.badge}>{kind}</span>
        {kind === 'input' && (
          <span className={clsx(styles.badge, required && styles.required)}>
            {required ? 'required' : 'optional'}
          </span>
        )}
        {sensitive && <span className={clsx(styles.badge, styles.sensitive)}>sensitive</span>}
      </p>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
