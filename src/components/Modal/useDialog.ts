import {
  useEffect,
  useEffectEvent,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { wrappedFocusIndex, TABBABLE_SELECTOR } from '@site/src/lib/modal/focusTrap';
import { SCROLL_LOCK_RELEASE_MS } from '@site/src/lib/modal/modalRules';
import { createScrollLock, type ScrollLock } from '@site/src/lib/modal/scrollLock';

export interface DialogOptions {
  readonly open: boolean;
  /** Called on Escape and on a click on the overlay; the owner closes the dialog by clearing `open`. */
  readonly onClose: () => void;
  /** Receives focus on open; defaults to the first tabbable element. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Receives focus on close, such as the control that opened the dialog. A function is asked at
   * closing time, so the owner can decide then (null leaves focus alone).
   */
  readonly returnFocusTo?: HTMLElement | null | (() => HTMLElement | null);
}

/** Spread on the `<dialog>` element. */
export interface DialogProps {
  readonly ref: RefObject<HTMLDialogElement | null>;
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  readonly onClose: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  readonly onMouseDown: (event: MouseEvent<HTMLDialogElement>) => void;
  readonly onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

// The page has one scrollbar, so every dialog shares one lock (created on first use: there is no
// document during the server render).
let pageLock: ScrollLock | undefined;

function pageScrollLock(): ScrollLock {
  pageLock ??= createScrollLock({
    readStyles: () => ({
      overflow: document.body.style.overflow,
      paddingRight: document.body.style.paddingRight,
    }),
    writeStyles: (styles) => {
      document.body.style.overflow = styles.overflow;
      document.body.style.paddingRight = styles.paddingRight;
    },
    measure: () => ({
      windowWidth: window.innerWidth,
      documentWidth: document.documentElement.clientWidth,
      paddingRight: Number.parseFloat(window.getComputedStyle(document.body).paddingRight) || 0,
    }),
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    clearTimer: (handle) => window.clearTimeout(handle),
  });
  return pageLock;
}

function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Modal dialog behaviour on the native `<dialog>`: `showModal()` makes the rest of the page inert,
 * Tab and Shift+Tab wrap inside it, Escape and an overlay click close it, page scrolling is blocked
 * without the page shifting sideways, and focus returns on close.
 */
export default function useDialog({
  open,
  onClose,
  initialFocusRef,
  returnFocusTo,
}: DialogOptions): DialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const pressStartedOnOverlay = useRef(false);

  // Effect events read the latest options without reopening the dialog when they change.
  const focusInitial = useEffectEvent((dialog: HTMLDialogElement) => {
    (initialFocusRef?.current ?? tabbableIn(dialog)[0])?.focus();
  });
  const returnFocus = useEffectEvent(() => {
    const target = typeof returnFocusTo === 'function' ? returnFocusTo() : returnFocusTo;
    if (target?.isConnected) target.focus({ preventScroll: true });
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const lock = pageScrollLock();
    lock.acquire();
    if (!dialog.open) dialog.showModal();
    focusInitial(dialog);
    return () => {
      if (dialog.open) dialog.close();
      lock.release(SCROLL_LOCK_RELEASE_MS);
      returnFocus();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>): void {
    // The owner holds `open`; closing natively here would leave the two out of step.
    event.preventDefault();
    onClose();
  }

  function handleNativeClose(): void {
    // Browsers may close without a cancelable event (a second Escape); follow them.
    if (open) onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableIn(dialog);
    const active = document.activeElement;
    const index = wrappedFocusIndex({
      count: tabbable.length,
      current: tabbable.findIndex((element) => element === active),
      onContainer: active === dialog,
      backwards: event.shiftKey,
    });
    if (index === undefined) return;
    event.preventDefault();
    tabbable[index]?.focus();
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

  return {
    ref,
    onCancel: handleCancel,
    onClose: handleNativeClose,
    onKeyDown: handleKeyDown,
    onMouseDown: handleMouseDown,
    onClick: handleClick,
  };
}
