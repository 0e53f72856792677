import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { shouldAcceptOnEnter, type FocusedControl } from '@site/src/lib/modal/modalRules';
import { useScrollLock } from './useScrollLock';
import styles from './styles.module.css';

type Props = {
  readonly open: boolean;
  readonly title: ReactNode;
  /** The dialog's message; screen readers announce it with the title. */
  readonly description: ReactNode;
  /** Further content and the actions, below the description. */
  readonly children?: ReactNode;
  /** Called on Escape and on a click on the overlay; the parent closes the modal by clearing `open`. */
  readonly onClose: () => void;
  /** Lets a plain Enter accept the dialog, except while a button or link has focus. Off by default. */
  readonly acceptOnEnter?: boolean;
  readonly onAccept?: () => void;
  /** Receives focus on open; defaults to the first focusable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus on close, such as the link that opened the modal. */
  readonly returnFocusTo?: HTMLElement | null;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

function describeFocus(element: Element | null): FocusedControl | null {
  if (!(element instanceof HTMLElement)) return null;
  return {
    tagName: element.tagName,
    type: element.getAttribute('type'),
    role: element.getAttribute('role'),
    hasHref: element.hasAttribute('href'),
    isContentEditable: element.isContentEditable,
  };
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert, Tab and
 * Shift+Tab wrap inside it, Escape and an overlay click close it, and focus returns on close.
 */
export default function Modal({
  open,
  title,
  description,
  children,
  onClose,
  acceptOnEnter = false,
  onAccept,
  initialFocusRef,
  returnFocusTo,
}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? focusableIn(dialog)[0])?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef, returnFocusTo]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>): void {
    // The parent owns `open`; closing natively here would leave the two out of step.
    event.preventDefault();
    onClose();
  }

  function handleNativeClose(): void {
    // Browsers may close without a cancelable event (a second Escape); follow them.
    if (open) onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Tab') {
      const focusable = focusableIn(dialog);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
      return;
    }
    const accepts = shouldAcceptOnEnter({
      key: event.key,
      isComposing: event.nativeEvent.isComposing,
      hasModifier: event.altKey || event.ctrlKey || event.metaKey || event.shiftKey,
      acceptOnEnter: acceptOnEnter && onAccept !== undefined,
      focused: describeFocus(document.activeElement),
    });
    if (accepts) {
      event.preventDefault();
      onAccept?.();
    }
  }

  // The content fills the dialog box, so only the ::backdrop targets the dialog element itself. A press
  // that starts inside (selecting text) and ends on the overlay does not count.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>): void {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>): void {
    if (event.target === event.currentTarget && pressStartedOnOverlay.current) onClose();
    pressStartedOnOverlay.current = false;
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.modal}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
        {children}
      </div>
    </dialog>
  );
}
