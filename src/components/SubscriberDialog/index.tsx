import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Modal from '@site/src/components/Modal';
import { KEY_ROUTES } from '@site/src/lib/brand';
import {
  EXEMPT_LINK_PROPS,
  WARNING_SENTENCE,
  WARNING_TITLES,
  type WarnedLink,
} from '@site/src/lib/codeHost/subscriberWarning';
import styles from './styles.module.css';

export type SubscriberDialogProps = {
  readonly link: WarnedLink;
  readonly open: boolean;
  /** The link the reader followed; focus goes back to it when the dialog closes. */
  readonly trigger: HTMLElement | null;
  readonly onCancel: () => void;
  /** Called when the reader continues to the code host, with their "Don't warn me again" choice. */
  readonly onContinue: (dontWarnAgain: boolean) => void;
};

const ACCESS_HELP_ROUTE = `${KEY_ROUTES.support}#subscriber-only-repositories`;

/** The subscriber-link warning (SPEC §8): Enter does not accept it, so a stray key press never leaves. */
export default function SubscriberDialog({
  link,
  open,
  trigger,
  onCancel,
  onContinue,
}: SubscriberDialogProps): ReactNode {
  const [dontWarnAgain, setDontWarnAgain] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const checkboxId = useId();

  function handleContinue(event: MouseEvent<HTMLAnchorElement>): void {
    // Middle and modified clicks also open the link in a new tab; any other button does not.
    if (event.button === 0 || event.button === 1) onContinue(dontWarnAgain);
  }

  return (
    <Modal
      open={open}
      title={WARNING_TITLES[link.kind]}
      description={
        <>
          {WARNING_SENTENCE.beforeRepo}
          <code>{link.repo}</code>
          {WARNING_SENTENCE.afterRepo}
        </>
      }
      onClose={onCancel}
      initialFocusRef={cancelRef}
      returnFocusTo={trigger}
    >
      <p className={styles.help}>
        <Link to={ACCESS_HELP_ROUTE} onClick={onCancel}>
          How to get access
        </Link>
      </p>
      <div className={styles.choice}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={dontWarnAgain}
          onChange={(event) => setDontWarnAgain(event.target.checked)}
        />
        <label htmlFor={checkboxId}>Don&apos;t warn me again</label>
      </div>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <Link
          to={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--primary"
          onClick={handleContinue}
          onAuxClick={handleContinue}
          {...EXEMPT_LINK_PROPS}
        >
          Continue to GitHub
        </Link>
      </div>
    </Modal>
  );
}
