import { describe, expect, it } from 'vitest';
import {
  handlesEnterItself,
  scrollbarWidth,
  shouldAcceptOnEnter,
  type EnterKeyPress,
  type FocusedControl,
} from '../../../../src/lib/modal/modalRules';

const checkbox: FocusedControl = { tagName: 'INPUT', type: 'checkbox' };
const press = (overrides: Partial<EnterKeyPress>): EnterKeyPress => ({
  key: 'Enter',
  isComposing: false,
  hasModifier: false,
  acceptOnEnter: true,
  focused: checkbox,
  ...overrides,
});

describe('shouldAcceptOnEnter', () => {
  it.each([
    ['accepts Enter on a checkbox when enabled', press({}), true],
    ['accepts Enter with nothing focused when enabled', press({ focused: null }), true],
    [
      'accepts Enter on a text field when enabled',
      press({ focused: { tagName: 'input', type: 'text' } }),
      true,
    ],
    ['ignores Enter when the dialog does not enable it', press({ acceptOnEnter: false }), false],
    [
      'ignores Enter on a checkbox when not enabled',
      press({ acceptOnEnter: false, focused: checkbox }),
      false,
    ],
    ['ignores Enter on a button', press({ focused: { tagName: 'BUTTON' } }), false],
    ['ignores Enter on a submit input', press({ focused: { tagName: 'INPUT', type: 'submit' } }), false],
    ['ignores Enter on a role=button element', press({ focused: { tagName: 'DIV', role: 'button' } }), false],
    ['ignores Enter on a link', press({ focused: { tagName: 'A', hasHref: true } }), false],
    ['ignores Enter on a text area', press({ focused: { tagName: 'TEXTAREA' } }), false],
    ['ignores Enter while an IME composes', press({ isComposing: true }), false],
    ['ignores Enter with a modifier', press({ hasModifier: true }), false],
    ['ignores other keys', press({ key: ' ' }), false],
  ])('%s', (_name, input, expected) => {
    expect(shouldAcceptOnEnter(input)).toBe(expected);
  });
});

describe('handlesEnterItself', () => {
  it.each([
    [{ tagName: 'button' }, true],
    [{ tagName: 'INPUT', type: 'RESET' }, true],
    [{ tagName: 'A', hasHref: false }, false],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'SPAN', role: 'Link' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'DIALOG' }, false],
  ])('says whether %o handles Enter itself: %s', (control, expected) => {
    expect(handlesEnterItself(control)).toBe(expected);
  });
});

describe('scrollbarWidth', () => {
  it.each([
    [1280, 1265, 15],
    [1280, 1280, 0],
    [1280, 1290, 0],
  ])('window %i wide with a %i px document gives %i', (inner, client, expected) => {
    expect(scrollbarWidth(inner, client)).toBe(expected);
  });
});
