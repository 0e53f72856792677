import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { globalShortcutAction, typeaheadCharacter, type KeyLike } from '@site/src/lib/search/shortcuts';

export interface SiteSearchState {
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
export default function useSiteSearch(preload: () => void): SiteSearchState {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const typedRef = useRef('');
  const readyRef = useRef(false);

  // Mirrors isOpen for handlers that run before React re-renders.
  const isOpenRef = useRef(false);

  const open = useCallback(
    (initialQuery = '') => {
      // A second key can reach the button before the first re-render: keep both characters.
      if (isOpenRef.current) {
        if (!readyRef.current) typedRef.current += initialQuery;
        return;
      }
      isOpenRef.current = true;
      preload();
      typedRef.current = initialQuery;
      readyRef.current = false;
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setIsOpen(true);
    },
    [preload],
  );

  const close = useCallback((options: { readonly restoreFocus: boolean } = { restoreFocus: true }) => {
    isOpenRef.current = false;
    setIsOpen(false);
    if (!options.restoreFocus) return;
    const previous = returnFocusRef.current;
    const target = previous?.isConnected && previous !== document.body ? previous : buttonRef.current;
    // Wait until React has removed the dialog, which would otherwise keep focus inside it.
    requestAnimationFrame(() => target?.focus());
  }, []);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isOpen && !readyRef.current) {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typedRef.current += event.key;
          event.preventDefault();
          return;
        }
      }
      const action = globalShortcutAction(nativeKeyLike(event), isOpen);
      if (!action) return;
      event.preventDefault();
      if (action === 'open') open();
      else close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

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
    readyRef.current = true;
    return typedRef.current;
  }, []);

  return { isOpen, buttonRef, open, close, onButtonKeyDown, claimTyped };
}
