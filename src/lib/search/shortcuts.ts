/** The parts of a keyboard event the shortcut rules look at, so they can be tested without a DOM. */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly isComposing?: boolean;
  readonly target: EditableLike | null;
}

export interface EditableLike {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
}

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** True when keys typed at this element produce text: form fields and contentEditable regions. */
export function isEditableTarget(target: EditableLike | null): boolean {
  if (!target) return false;
  return Boolean(target.isContentEditable) || FORM_FIELDS.has((target.tagName ?? '').toUpperCase());
}

export type ShortcutAction = 'open' | 'close';

/**
 * What a key pressed anywhere on the page does to the search modal (SPEC §4): Ctrl/Cmd+K toggles it
 * (it types nothing, so it works in fields too), `/` opens it unless the reader is typing in a field.
 */
export function globalShortcutAction(event: KeyLike, isOpen: boolean): ShortcutAction | undefined {
  if (event.isComposing) return undefined;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
    return isOpen ? 'close' : 'open';
  }
  if (
    event.key === '/' &&
    !isOpen &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isEditableTarget(event.target)
  ) {
    return 'open';
  }
  return undefined;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** The letter or digit typed on the focused search button, which becomes the modal's first character. */
export function typeaheadCharacter(event: KeyLike): string | undefined {
  if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return undefined;
  return LETTER_OR_DIGIT.test(event.key) ? event.key : undefined;
}

/** The shortcut hint shown on the search button: ⌘K on Apple platforms, Ctrl K elsewhere. */
export function shortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘K' : 'Ctrl K';
}

/** Moves the highlighted option by `delta`, wrapping at both ends; -1 means none highlighted. */
export function moveActiveIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}
