import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { shortcutHint } from '@site/src/lib/search/shortcuts';
import styles from './styles.module.css';

type Props = {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly onOpen: () => void;
  readonly onIntent: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** The navbar's search button: label, shortcut hint, and intent signals that start loading search. */
export default function SearchButton({ ref, onOpen, onIntent, onKeyDown }: Props): ReactNode {
  // The server cannot know the platform: render the common hint, then correct it on Apple devices.
  const [hint, setHint] = useState('Ctrl K');
  useEffect(() => {
    setHint(shortcutHint(navigator.platform || navigator.userAgent));
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-label="Search"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onOpen}
      onFocus={onIntent}
      onMouseEnter={onIntent}
      onTouchStart={onIntent}
      onKeyDown={onKeyDown}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>Search</span>
      <kbd className={styles.hint} aria-hidden="true">
        {hint}
      </kbd>
    </button>
  );
}
