import { describe, expect, it } from 'vitest';
import type { KeyLike } from '../../../../src/lib/search/shortcuts';
import {
  CLOSED,
  keepsTypedKey,
  openReducer,
  type OpenAction,
  type OpenState,
} from '../../../../src/lib/search/siteSearch';

const run = (actions: readonly OpenAction[], state: OpenState = CLOSED): OpenState =>
  actions.reduce(openReducer, state);

const key = (value: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...modifiers,
});

describe('openReducer', () => {
  it('opens with the letter typed on the search button as the start of the query', () => {
    expect(run([{ type: 'opened', typed: 'k' }])).toEqual({ isOpen: true, ready: false, typed: 'k' });
  });

  it('opens with nothing typed from a shortcut or a click', () => {
    expect(run([{ type: 'opened', typed: '' }])).toEqual({ isOpen: true, ready: false, typed: '' });
  });

  it('keeps a second letter that reaches the button before the modal is drawn', () => {
    expect(
      run([
        { type: 'opened', typed: 'k' },
        { type: 'opened', typed: 'a' },
      ]).typed,
    ).toBe('ka');
  });

  it("keeps keys typed while the modal's code loads", () => {
    const state = run([
      { type: 'opened', typed: 'k' },
      { type: 'keyTyped', key: 'a' },
      { type: 'keyTyped', key: 'r' },
    ]);
    expect(state.typed).toBe('kar');
  });

  it('stops keeping keys once the modal claims them', () => {
    const state = run([
      { type: 'opened', typed: 'k' },
      { type: 'claimed' },
      { type: 'keyTyped', key: 'a' },
      { type: 'opened', typed: 'b' },
    ]);
    expect(state).toEqual({ isOpen: true, ready: true, typed: 'k' });
  });

  it('keeps nothing while closed', () => {
    expect(run([{ type: 'keyTyped', key: 'a' }, { type: 'claimed' }])).toEqual(CLOSED);
  });

  it('forgets what was typed on closing', () => {
    expect(run([{ type: 'opened', typed: 'k' }, { type: 'closed' }])).toEqual(CLOSED);
  });
});

describe('keepsTypedKey', () => {
  const loading = run([{ type: 'opened', typed: '' }]);

  it.each([
    ['a letter while the modal loads', loading, key('e'), true],
    ['a space while the modal loads', loading, key(' '), true],
    ['a letter once the modal takes keys itself', openReducer(loading, { type: 'claimed' }), key('e'), false],
    ['a letter while closed', CLOSED, key('e'), false],
    ['a named key such as Escape', loading, key('Escape'), false],
    ['a shortcut such as Ctrl+K', loading, key('k', { ctrlKey: true }), false],
    ['a shortcut such as Cmd+K', loading, key('k', { metaKey: true }), false],
    ['an Alt combination', loading, key('e', { altKey: true }), false],
  ])('%s: %s', (_name, state, event, expected) => {
    expect(keepsTypedKey(state, event)).toBe(expected);
  });
});
