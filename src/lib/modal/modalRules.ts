/** Scroll stays locked this long after a dialog closes (SPEC §9). */
export const SCROLL_LOCK_RELEASE_MS = 300;

/** What the accept-on-Enter rule needs to know about the focused element. */
export interface FocusedControl {
  readonly tagName: string;
  readonly type?: string | null;
  readonly role?: string | null;
  readonly hasHref?: boolean;
  readonly isContentEditable?: boolean;
}

export interface EnterKeyPress {
  readonly key: string;
  readonly isComposing: boolean;
  readonly hasModifier: boolean;
  /** Whether the dialog opted in to accepting on Enter; off unless a dialog enables it. */
  readonly acceptOnEnter: boolean;
  readonly focused: FocusedControl | null;
}

const BUTTON_INPUT_TYPES: ReadonlySet<string> = new Set(['button', 'submit', 'reset', 'image', 'file']);
const SELF_ACTIVATING_ROLES: ReadonlySet<string> = new Set([
  'button',
  'link',
  'menuitem',
  'option',
  'tab',
  'switch',
]);

/** True for elements that act on Enter themselves: buttons, links, text areas, selects, editors. */
export function handlesEnterItself(control: FocusedControl): boolean {
  const tag = control.tagName.toUpperCase();
  if (tag === 'BUTTON' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT' && BUTTON_INPUT_TYPES.has((control.type ?? '').toLowerCase())) return true;
  if (tag === 'A' && control.hasHref) return true;
  if (control.role && SELF_ACTIVATING_ROLES.has(control.role.toLowerCase())) return true;
  return Boolean(control.isContentEditable);
}

/**
 * The accept-on-Enter rule (SPEC §5): a plain Enter accepts the dialog only when the dialog enables it,
 * and never while a button (or another control with its own Enter action) has focus.
 */
export function shouldAcceptOnEnter(press: EnterKeyPress): boolean {
  if (press.key !== 'Enter' || press.isComposing || press.hasModifier || !press.acceptOnEnter) return false;
  return press.focused === null || !handlesEnterItself(press.focused);
}

/** Width of the classic scrollbar that hiding the page overflow removes; 0 for overlay scrollbars. */
export function scrollbarWidth(windowInnerWidth: number, documentClientWidth: number): number {
  return Math.max(0, windowInnerWidth - documentClientWidth);
}
