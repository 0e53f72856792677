import { describe, expect, it } from 'vitest';
import { wrappedFocusIndex, type TabPress } from '../../../../src/lib/modal/focusTrap';

const tab = (current: number, overrides: Partial<TabPress> = {}): TabPress => ({
  count: 4,
  current,
  onContainer: false,
  backwards: false,
  ...overrides,
});

describe('wrappedFocusIndex', () => {
  it.each([
    ['wraps Tab on the last element to the first', tab(3), 0],
    ['wraps Shift+Tab on the first element to the last', tab(0, { backwards: true }), 3],
    [
      'sends Shift+Tab on the dialog box itself to the last element',
      tab(-1, { onContainer: true, backwards: true }),
      3,
    ],
    ['leaves Tab in the middle to the browser', tab(1), undefined],
    ['leaves Shift+Tab in the middle to the browser', tab(2, { backwards: true }), undefined],
    ['leaves Tab on the dialog box itself to the browser', tab(-1, { onContainer: true }), undefined],
    ['leaves Tab from an untabbable element (an option) to the browser', tab(-1), undefined],
    ['keeps Tab on a lone element', tab(0, { count: 1 }), 0],
    ['keeps Shift+Tab on a lone element', tab(0, { count: 1, backwards: true }), 0],
    [
      'does nothing in a dialog without tabbable elements',
      tab(-1, { count: 0, onContainer: true }),
      undefined,
    ],
  ])('%s', (_name, press, expected) => {
    expect(wrappedFocusIndex(press)).toBe(expected);
  });
});
