import { describe, expect, it } from 'vitest';
import {
  globalShortcutAction,
  isEditableTarget,
  moveActiveIndex,
  shortcutHint,
  typeaheadCharacter,
  type EditableLike,
  type KeyLike,
} from '../../../../src/lib/search/shortcuts';

const BODY: EditableLike = { tagName: 'BODY' };
const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: BODY,
  ...extra,
});

describe('isEditableTarget', () => {
  it.each([
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'input' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'DIV', isContentEditable: false }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'A' }, false],
    [{}, false],
  ])('classifies %j as editable: %s', (target, expected) => {
    expect(isEditableTarget(target)).toBe(expected);
  });

  it('treats a missing target as not editable', () => {
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe('globalShortcutAction', () => {
  it.each([
    ['Ctrl+K', key('k', { ctrlKey: true })],
    ['Cmd+K', key('k', { metaKey: true })],
    ['Ctrl+Shift+K', key('K', { ctrlKey: true })],
    ['slash', key('/')],
  ])('opens the modal on %s', (_name, event) => {
    expect(globalShortcutAction(event, false)).toBe('open');
  });

  it('closes an open modal on Ctrl+K or Cmd+K', () => {
    expect(globalShortcutAction(key('k', { ctrlKey: true }), true)).toBe('close');
    expect(globalShortcutAction(key('k', { metaKey: true }), true)).toBe('close');
  });

  it.each([
    ['an input', { tagName: 'INPUT' }],
    ['a select', { tagName: 'SELECT' }],
    ['a textarea', { tagName: 'TEXTAREA' }],
    ['a contentEditable element', { tagName: 'P', isContentEditable: true }],
  ])('ignores slash typed in %s', (_name, target) => {
    expect(globalShortcutAction(key('/', { target }), false)).toBeUndefined();
  });

  it('still opens on Ctrl+K from a field, because it types nothing there', () => {
    expect(globalShortcutAction(key('k', { ctrlKey: true, target: { tagName: 'INPUT' } }), false)).toBe(
      'open',
    );
  });

  it.each([
    ['slash while open', key('/'), true],
    ['Ctrl+/', key('/', { ctrlKey: true }), false],
    ['Alt+Ctrl+K', key('k', { ctrlKey: true, altKey: true }), false],
    ['plain k', key('k'), false],
    ['a key during IME composition', key('k', { ctrlKey: true, isComposing: true }), false],
  ])('does nothing for %s', (_name, event, isOpen) => {
    expect(globalShortcutAction(event, isOpen)).toBeUndefined();
  });
});

describe('typeaheadCharacter', () => {
  it.each(['a', 'Z', '7', 'é', 'ß'])('passes %s to the modal', (character) => {
    expect(typeaheadCharacter(key(character))).toBe(character);
  });

  it.each([
    ['Enter', key('Enter')],
    ['Space', key(' ')],
    ['Tab', key('Tab')],
    ['punctuation', key('.')],
    ['Ctrl+C', key('c', { ctrlKey: true })],
    ['Cmd+A', key('a', { metaKey: true })],
    ['Alt+n', key('n', { altKey: true })],
  ])('ignores %s', (_name, event) => {
    expect(typeaheadCharacter(event)).toBeUndefined();
  });
});

describe('shortcutHint', () => {
  it.each([
    ['MacIntel', '⌘K'],
    ['iPhone', '⌘K'],
    ['iPad', '⌘K'],
    ['Win32', 'Ctrl K'],
    ['Linux x86_64', 'Ctrl K'],
    ['', 'Ctrl K'],
  ])('shows the hint for %j as %s', (platform, hint) => {
    expect(shortcutHint(platform)).toBe(hint);
  });
});

describe('moveActiveIndex', () => {
  it.each([
    [-1, 1, 5, 0],
    [-1, -1, 5, 4],
    [0, 1, 5, 1],
    [4, 1, 5, 0],
    [0, -1, 5, 4],
    [2, -1, 5, 1],
    [3, 1, 0, -1],
  ])('moves from %i by %i among %i options to %i', (current, delta, count, expected) => {
    expect(moveActiveIndex(current, delta, count)).toBe(expected);
  });
});
