import { describe, expect, it } from 'vitest';
import { satisfies } from '../../../../src/lib/samples/versionConstraint';

describe('satisfies', () => {
  it.each([
    ['5.100.0', '~> 5.0', true],
    ['5.100.0', '~> 6.0', false],
    ['6.59.0', '~> 6.28', true],
    ['6.0.9', '~> 6.0.1', true],
    ['6.1.0', '~> 6.0.1', false],
    ['1.11.4', '>= 1.5, < 2.0', true],
    ['1.11.4', '>= 1.14.0', false],
    ['1.11.4', '1.11.4', true],
    ['1.11.4', '!= 1.11.4', false],
    ['5.100.0', '> 5.99', true],
    ['2.0.0', '~> 1', false],
  ])('%s meets "%s": %s', (version, constraint, expected) => {
    expect(satisfies(version, constraint)).toBe(expected);
  });

  it('throws on text that is not a constraint', () => {
    expect(() => satisfies('1.0.0', '>= one')).toThrow('not a version constraint');
  });
});
