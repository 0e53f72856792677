import { describe, expect, it } from 'vitest';
import { formatTypeExpression, parseTypeExpression } from '../../../../src/lib/reference/typeExpression';

describe('formatTypeExpression', () => {
  it.each([
    ['string', 'string'],
    ['list( string )', 'list(string)'],
    ['map(list(string))', 'map(list(string))'],
    ['set(number)', 'set(number)'],
    ['any', 'any'],
    ['tuple([string, number, bool])', 'tuple([string, number, bool])'],
    ['object({ name = string })', 'object({ name = string })'],
  ])('keeps the short type %s on one line', (source, expected) => {
    expect(formatTypeExpression(source)).toBe(expected);
  });

  it('lays out a long object one attribute per line, aligned, with optional defaults kept', () => {
    const source = `object({
      min_size = number
      max_size = optional(number, 4)
      tags = optional(map(string), {})
      subnet_ids = list(string)
    })`;
    expect(formatTypeExpression(source)).toBe(
      [
        'object({',
        '  min_size   = number',
        '  max_size   = optional(number, 4)',
        '  tags       = optional(map(string), {})',
        '  subnet_ids = list(string)',
        '})',
      ].join('\n'),
    );
  });

  it('nests long objects inside collections', () => {
    const source =
      'map(object({ instance_type = string, min_size = number, max_size = number, labels = optional(map(string), {}) }))';
    expect(formatTypeExpression(source)).toBe(
      [
        'map(object({',
        '  instance_type = string',
        '  min_size      = number',
        '  max_size      = number',
        '  labels        = optional(map(string), {})',
        '}))',
      ].join('\n'),
    );
  });

  it('accepts string defaults and comma-separated attributes', () => {
    expect(formatTypeExpression('object({a = optional(string, "x,y"), b = bool})')).toBe(
      'object({ a = optional(string, "x,y"), b = bool })',
    );
  });

  it('falls back to the source text when it cannot parse it', () => {
    expect(formatTypeExpression('  list(string  ')).toBe('list(string');
  });
});

describe('parseTypeExpression', () => {
  it('builds a tree of calls and objects', () => {
    expect(parseTypeExpression('list(object({ id = string }))')).toEqual({
      kind: 'call',
      name: 'list',
      args: [
        {
          kind: 'call',
          name: 'object',
          args: [{ kind: 'object', attributes: [{ key: 'id', value: { kind: 'name', name: 'string' } }] }],
        },
      ],
    });
  });
});
