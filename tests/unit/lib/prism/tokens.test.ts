import { describe, expect, it } from 'vitest';
import {
  normalizeTokens,
  themeToDictionary,
  tokenStyle,
  type PrismStream,
} from '../../../../src/lib/prism/tokens';

describe('normalizeTokens', () => {
  it('splits plain text into lines and marks empty lines', () => {
    expect(normalizeTokens(['a = 1\n\nb = 2'])).toEqual([
      [{ types: ['plain'], content: 'a = 1' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'b = 2' }],
    ]);
  });

  it('flattens nested tokens, collecting types and aliases without repeats', () => {
    const stream: PrismStream = [
      { type: 'keyword', content: 'resource' },
      ' ',
      {
        type: 'string',
        alias: 'type',
        content: ['"', { type: 'string', content: 'aws_vpc' }, '"'],
      },
    ];
    expect(normalizeTokens(stream)).toEqual([
      [
        { types: ['keyword'], content: 'resource' },
        { types: ['plain'], content: ' ' },
        { types: ['string', 'type'], content: '"' },
        { types: ['string', 'type', 'string'], content: 'aws_vpc' },
        { types: ['string', 'type'], content: '"' },
      ],
    ]);
  });

  it('splits a multi-line token across lines, keeping its types', () => {
    expect(normalizeTokens([{ type: 'comment', content: '/* a\nb */' }])).toEqual([
      [{ types: ['comment'], content: '/* a' }],
      [{ types: ['comment'], content: 'b */' }],
    ]);
  });

  it('returns one empty line for empty code', () => {
    expect(normalizeTokens([''])).toEqual([[{ types: ['plain'], content: '\n', empty: true }]]);
  });
});

describe('themeToDictionary and tokenStyle', () => {
  const theme = {
    plain: { color: '#111', backgroundColor: '#fff' },
    styles: [
      { types: ['keyword'], style: { color: '#a00' } },
      { types: ['string', 'type'], style: { color: '#0a0' } },
      { types: ['type'], style: { fontStyle: 'italic' } },
      { types: ['keyword'], style: { color: '#00f' }, languages: ['go'] },
    ],
  };

  it('merges styles per type and applies language-specific entries only to that language', () => {
    const hcl = themeToDictionary(theme, 'hcl');
    expect(hcl.keyword).toEqual({ color: '#a00' });
    expect(hcl.type).toEqual({ color: '#0a0', fontStyle: 'italic' });
    expect(themeToDictionary(theme, 'go').keyword).toEqual({ color: '#00f' });
    expect(hcl.root).toEqual({ color: '#111', backgroundColor: '#fff' });
    expect(hcl.plain).toEqual({ color: '#111', backgroundColor: undefined });
  });

  it('styles tokens by all their types; plain text inherits', () => {
    const dictionary = themeToDictionary(theme, 'hcl');
    expect(tokenStyle(dictionary, { types: ['plain'], content: 'x' })).toBeUndefined();
    expect(tokenStyle(dictionary, { types: ['plain'], content: '\n', empty: true })).toEqual({
      display: 'inline-block',
    });
    expect(tokenStyle(dictionary, { types: ['keyword', 'type'], content: 'x' })).toEqual({
      color: '#0a0',
      fontStyle: 'italic',
    });
  });
});
