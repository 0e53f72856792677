import { describe, expect, it } from 'vitest';
import {
  activeIndexOf,
  activeOptionReducer,
  NO_ACTIVE_OPTION,
  type ActiveOption,
  type OptionList,
} from '../../../../src/lib/search/activeOption';

const results = (revision: number, count: number): OptionList => ({ revision, count, highlightFirst: true });
const recents = (revision: number, count: number): OptionList => ({ revision, count, highlightFirst: false });

const move = (state: ActiveOption, delta: number, list: OptionList): ActiveOption =>
  activeOptionReducer(state, { type: 'moved', delta, list });

describe('activeIndexOf', () => {
  it('highlights the first result of a new answer', () => {
    expect(activeIndexOf(NO_ACTIVE_OPTION, results(1, 4))).toBe(0);
  });

  it('highlights nothing among recent searches until the reader moves', () => {
    expect(activeIndexOf(NO_ACTIVE_OPTION, recents(1, 3))).toBe(-1);
  });

  it('highlights nothing in an empty list', () => {
    expect(activeIndexOf(NO_ACTIVE_OPTION, results(1, 0))).toBe(-1);
  });

  it("keeps the reader's highlight while more results are appended to the same list", () => {
    const state = move(NO_ACTIVE_OPTION, 1, results(1, 4));
    expect(activeIndexOf(state, results(1, 10))).toBe(1);
  });

  it('forgets the highlight when the list is replaced', () => {
    const state = move(move(NO_ACTIVE_OPTION, 1, results(1, 4)), 1, results(1, 4));
    expect(activeIndexOf(state, results(2, 4))).toBe(0);
    expect(activeIndexOf(state, recents(3, 2))).toBe(-1);
  });

  it('forgets a highlight beyond the end of a shortened list', () => {
    const state = activeOptionReducer(NO_ACTIVE_OPTION, { type: 'pointed', index: 2, list: recents(1, 3) });
    expect(activeIndexOf(state, recents(1, 0))).toBe(-1);
  });
});

describe('activeOptionReducer', () => {
  it.each([
    ['ArrowDown moves from the first result to the second', results(1, 4), [1], 1],
    ['ArrowUp from the first result wraps to the last', results(1, 4), [-1], 3],
    ['ArrowDown from the last result wraps to the first', results(1, 4), [1, 1, 1, 1], 0],
    ['ArrowDown among recent searches starts at the first', recents(1, 3), [1], 0],
    ['ArrowUp among recent searches starts at the last', recents(1, 3), [-1], 2],
    ['the arrows do nothing in an empty list', results(1, 0), [1, -1], -1],
  ])('%s', (_name, list, deltas, expected) => {
    const state = deltas.reduce((current, delta) => move(current, delta, list), NO_ACTIVE_OPTION);
    expect(activeIndexOf(state, list)).toBe(expected);
  });

  it('moves the highlight to the option under the pointer', () => {
    const list = results(1, 4);
    const state = activeOptionReducer(NO_ACTIVE_OPTION, { type: 'pointed', index: 2, list });
    expect(activeIndexOf(state, list)).toBe(2);
    expect(activeIndexOf(move(state, 1, list), list)).toBe(3);
  });

  it('moves from the default of a new list, not from a highlight in the old one', () => {
    const state = activeOptionReducer(NO_ACTIVE_OPTION, { type: 'pointed', index: 3, list: results(1, 4) });
    expect(activeIndexOf(move(state, 1, results(2, 4)), results(2, 4))).toBe(1);
  });
});
