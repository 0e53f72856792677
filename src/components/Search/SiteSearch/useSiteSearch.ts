import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { globalShortcutAction, typeaheadCharacter, type KeyLike } from '@site/src/lib/search/shortcuts';
import { CLOSED, keepsTypedKey, openReducer, type OpenAction } from '@site/src/lib/search/siteSearch';

export interface SiteSearch {
  readonly isOpen: boolean;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  open(initialQuery?: string): void;
  close(options?: { readonly restoreFocus: boolean }): void;
  onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  /**
   * Called by the modal once its input takes keys itself: stops buffering and returns what was typed
   * since opening (the opening letter, then anything typed while the modal's code loaded).
   */
  claimTyped(): string;
  /** Where focus goes when the modal closes: what had it before, else the button; null after a navigation. */
  returnFocusTarget(): HTMLElement | null;
}

function nativeKeyLike(event: globalThis.KeyboardEvent): KeyLike {
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    isComposing: event.isComposing,
    target: event.target instanceof HTMLElement ? event.target : null,
  };
}

/**
 * Open state and keyboard entry points of the search modal (SPEC §4): Ctrl/Cmd+K, `/` outside fields,
 * and a letter or digit typed on the focused button. Keys typed while the modal's code is still loading
 * are kept and become its initial query, so fast typists lose nothing.
 */
export default function useSiteSearch(preload: () => void): SiteSearch {
  const [isOpen, setIsOpen] = useState(false);
  // Keys arrive faster than React re-renders, so the handlers read and update openReducer's state here;
  // isOpen mirrors it for rendering.
  const stateRef = useRef(CLOSED);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const restoreFocusRef = useRef(true);

  const send = useCallback((action: OpenAction) => {
    stateRef.current = openReducer(stateRef.current, action);
    setIsOpen(stateRef.current.isOpen);
  }, []);

  const open = useCallback(
    (initialQuery = '') => {
      const wasOpen = stateRef.current.isOpen;
      send({ type: 'opened', typed: initialQuery });
      if (wasOpen) return;
      preload();
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      restoreFocusRef.current = true;
    },
    [preload, send],
  );

  const close = useCallback(
    (options: { readonly restoreFocus: boolean } = { restoreFocus: true }) => {
      restoreFocusRef.current = options.restoreFocus;
      send({ type: 'closed' });
    },
    [send],
  );

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const key = nativeKeyLike(event);
      if (keepsTypedKey(stateRef.current, key)) {
        send({ type: 'keyTyped', key: event.key });
        event.preventDefault();
        return;
      }
      const action = globalShortcutAction(key, stateRef.current.isOpen);
      if (!action) return;
      event.preventDefault();
      if (action === 'open') open();
      else close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, send]);

  const onButtonKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const character = typeaheadCharacter(nativeKeyLike(event.nativeEvent));
      if (!character) return;
      // Stop the key reaching the page, and the modal's input, a second time.
      event.preventDefault();
      event.stopPropagation();
      open(character);
    },
    [open],
  );

  const claimTyped = useCallback(() => {
    send({ type: 'claimed' });
    return stateRef.current.typed;
  }, [send]);

  const returnFocusTarget = useCallback((): HTMLElement | null => {
    if (!restoreFocusRef.current) return null;
    const previous = returnFocusRef.current;
    return previous?.isConnected && previous !== document.body ? previous : buttonRef.current;
  }, []);

  return { isOpen, buttonRef, open, close, onButtonKeyDown, claimTyped, returnFocusTarget };
}
