import { describe, expect, it } from 'vitest';
import { sameLineProps } from '../../../../src/lib/prism/sameLineProps';

describe('sameLineProps', () => {
  const line = [{ types: ['keyword'], content: 'module' }];
  const getLineProps = () => ({});
  const base = { line, getLineProps, showLineNumbers: false, classNames: undefined };

  it('skips a line whose props are the same values', () => {
    expect(sameLineProps(base, { ...base })).toBe(true);
  });

  it('skips a highlighted line whose class names came back as a new array with the same names', () => {
    const highlighted = { ...base, classNames: ['theme-code-block-highlighted-line'] };
    expect(sameLineProps(highlighted, { ...base, classNames: ['theme-code-block-highlighted-line'] })).toBe(
      true,
    );
  });

  it('renders a line again when its tokens, callbacks, flags or class names change', () => {
    expect(sameLineProps(base, { ...base, line: [...line] })).toBe(false);
    expect(sameLineProps(base, { ...base, getLineProps: () => ({}) })).toBe(false);
    expect(sameLineProps(base, { ...base, showLineNumbers: true })).toBe(false);
    expect(sameLineProps({ ...base, classNames: ['a'] }, { ...base, classNames: ['a', 'b'] })).toBe(false);
    expect(sameLineProps({ ...base, classNames: ['a'] }, { ...base, classNames: ['b'] })).toBe(false);
  });

  it('compares a prop only one side has', () => {
    expect(sameLineProps(base, { ...base, wrap: true })).toBe(false);
  });

  it('compares arrays of anything but class names by identity', () => {
    const token = { content: 'x' };
    expect(sameLineProps({ ...base, line: [token] }, { ...base, line: [token] })).toBe(false);
  });
});
