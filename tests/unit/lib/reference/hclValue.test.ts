import { describe, expect, it } from 'vitest';
import { parseHcl as parse } from '../../../../src/lib/hcl/parser';
import { isShortHclValue, renderHclValue } from '../../../../src/lib/reference/hclValue';

describe('renderHclValue', () => {
  it.each([
    [null, 'null'],
    [true, 'true'],
    [42, '42'],
    ['us-east-1', '"us-east-1"'],
    ['say "hi"', '"say \\"hi\\""'],
    [[], '[]'],
    [{}, '{}'],
    [['a', 'b'], '["a", "b"]'],
    [{ Name: 'vpc', 'kubernetes.io/role/elb': '1' }, '{ Name = "vpc", "kubernetes.io/role/elb" = "1" }'],
  ])('renders %j as %s', (value, expected) => {
    expect(renderHclValue(value)).toBe(expected);
  });

  it('breaks long maps over lines with aligned keys', () => {
    const value = { development: '10.0.0.0/16', staging: '10.10.0.0/16', production: '10.20.0.0/16' };
    expect(renderHclValue(value)).toBe(
      [
        '{',
        '  development = "10.0.0.0/16"',
        '  staging     = "10.10.0.0/16"',
        '  production  = "10.20.0.0/16"',
        '}',
      ].join('\n'),
    );
  });

  it('renders multi-line strings as an indented heredoc', () => {
    expect(renderHclValue('#!/bin/bash\necho hi\n')).toBe('<<-EOT\n  #!/bin/bash\n  echo hi\nEOT');
  });

  it('picks a heredoc delimiter that does not occur in the text', () => {
    expect(renderHclValue('a\nEOT\nb')).toMatch(/^<<-EOT_\n[\s\S]*\nEOT_$/);
  });

  it('keeps multi-line strings inside lists quoted, since a heredoc cannot be followed by a comma', () => {
    expect(renderHclValue(['first line\nsecond line', 'x'.repeat(60)])).toBe(
      `[\n  "first line\\nsecond line",\n  "${'x'.repeat(60)}",\n]`,
    );
  });

  it('writes template text back as the parser returned it', () => {
    expect(renderHclValue('cost: $${5}')).toBe('"cost: $${5}"');
  });

  it.each([
    { a: [1, 2, 3], b: { c: 'd', e: [true, null] }, 'needs quotes': 'x'.repeat(70) },
    ['first line\nsecond line', 'escaped $${literal}'],
    [
      { name: 'a', ports: [80, 443] },
      { name: 'b', ports: [22] },
    ],
    { script: '#!/bin/bash\necho "${HOME}"\n', note: 'short' },
  ])('produces HCL that parses back to the same value (%#)', async (value) => {
    const parsed = (await parse('value.hcl', `default = ${renderHclValue(value)}\n`)) as { default: unknown };
    expect(parsed.default).toEqual(value);
  });
});

describe('isShortHclValue', () => {
  it('is true for one-line values and false for long or multi-line ones', () => {
    expect(isShortHclValue(['a'])).toBe(true);
    expect(isShortHclValue('a\nb')).toBe(false);
    expect(isShortHclValue('x'.repeat(80))).toBe(false);
  });
});
