import type { MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SearchExcerpt from '@site/src/components/Search/Excerpt';
import { optionId, type ListGroup, type ListOption } from '@site/src/lib/search/listbox';
import styles from './styles.module.css';

type Props = {
  readonly id: string;
  readonly label: string;
  readonly groups: readonly ListGroup[];
  readonly activeIndex: number;
  readonly onActivate: (index: number) => void;
  readonly onPick: (option: ListOption, event: MouseEvent<HTMLElement>) => void;
};

function OptionContent({ option }: { readonly option: ListOption }): ReactNode {
  return (
    <>
      <span className={styles.optionTitle}>{option.title}</span>
      {option.excerpt ? (
        <span className={styles.excerpt}>
          <SearchExcerpt excerpt={option.excerpt} />
        </span>
      ) : null}
    </>
  );
}

/**
 * A grouped listbox (one group per page) driven by a combobox: options are not tab stops, the input
 * keeps focus and points at the active option with aria-activedescendant.
 */
export default function SearchResultList({
  id,
  label,
  groups,
  activeIndex,
  onActivate,
  onPick,
}: Props): ReactNode {
  return (
    <div role="listbox" id={id} aria-label={label} className={styles.listbox}>
      {groups.map((group, groupIndex) => {
        const labelId = `${id}-group-${groupIndex}`;
        return (
          <div role="group" key={group.key} aria-labelledby={labelId} className={styles.group}>
            <div role="presentation" className={styles.groupHeader}>
              <span id={labelId} className={styles.groupTitle}>
                {group.title}
              </span>
              {group.section ? <span className={styles.section}>{group.section}</span> : null}
            </div>
            {group.options.map((option) => {
              const shared = {
                id: optionId(id, option.index),
                role: 'option',
                'aria-selected': option.index === activeIndex,
                tabIndex: -1,
                className: clsx(styles.option, option.index === activeIndex && styles.active),
                onMouseMove: () => {
                  if (option.index !== activeIndex) onActivate(option.index);
                },
                onClick: (event: MouseEvent<HTMLElement>) => onPick(option, event),
              } as const;
              return option.url ? (
                <Link key={option.index} to={option.url} {...shared}>
                  <OptionContent option={option} />
                </Link>
              ) : (
                <div key={option.index} {...shared}>
                  <OptionContent option={option} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
