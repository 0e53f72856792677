/**
 * Elements a dialog's Tab cycle visits. Elements taken out of the tab order with tabindex="-1" (such as
 * the search modal's options, which the combobox reaches with the arrow keys) are left out.
 */
export const TABBABLE_SELECTOR = [
  'a[href]:not([tabindex="-1"])',
  'button:not([disabled]):not([tabindex="-1"])',
  'input:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([tabindex="-1"])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** A Tab or Shift+Tab press inside a dialog. */
export interface TabPress {
  /** How many tabbable elements the dialog holds, in document order. */
  readonly count: number;
  /** Position of the focused element among them; -1 when it is not one of them. */
  readonly current: number;
  /** Focus is on the dialog box itself (as after a click on its padding). */
  readonly onContainer: boolean;
  /** Shift+Tab. */
  readonly backwards: boolean;
}

/**
 * Where focus wraps to so that Tab and Shift+Tab cycle inside a dialog: the first element after the
 * last, the last before the first. Undefined leaves the move to the browser.
 */
export function wrappedFocusIndex(press: TabPress): number | undefined {
  const last = press.count - 1;
  if (last < 0) return undefined;
  if (press.backwards) return press.current === 0 || press.onContainer ? last : undefined;
  return press.current === last ? 0 : undefined;
}
