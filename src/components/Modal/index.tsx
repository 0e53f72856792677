import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { shouldAcceptOnEnter, type FocusedControl } from '@site/src/lib/modal/modalRules';
import useDialog from './useDialog';
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
 * A modal dialog with a title and a description: the dialog behaviour (focus trap, Escape, overlay
 * click, scroll lock, focus return) is useDialog's; this adds the optional accept on Enter.
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
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useDialog({ open, onClose, initialFocusRef, returnFocusTo });

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    dialog.onKeyDown(event);
    if (event.defaultPrevented) return;
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

  return (
    <dialog
      {...dialog}
      className={styles.modal}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={handleKeyDown}
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
