import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../../../src/lib/search/query';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  serializeRecentSearches,
} from '../../../../src/lib/search/recentSearches';

describe('addRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch(['eks', 'vpc'], 'nat gateway')).toEqual(['nat gateway', 'eks', 'vpc']);
  });

  it('moves a repeated search to the front once, ignoring case and spaces', () => {
    expect(addRecentSearch(['eks', 'VPC', 'rds'], '  vpc ')).toEqual(['vpc', 'eks', 'rds']);
  });

  it(`keeps at most ${MAX_RECENT_SEARCHES} searches`, () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(addRecentSearch(list, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('ignores a blank search', () => {
    expect(addRecentSearch(['eks'], '   ')).toEqual(['eks']);
  });

  it('stores long searches cut to the query limit', () => {
    expect(addRecentSearch([], 'x'.repeat(500))[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('parseRecentSearches', () => {
  it('round-trips what serializeRecentSearches writes', () => {
    expect(parseRecentSearches(serializeRecentSearches(['eks', 'vpc']))).toEqual(['eks', 'vpc']);
  });

  it.each([
    [null, []],
    [undefined, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['"eks"', []],
    ['[1, "eks", null, "", "  vpc  ", {"q":"x"}]', ['eks', 'vpc']],
    ['["a","b","c","d","e","f","g"]', ['a', 'b', 'c', 'd', 'e']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseRecentSearches(raw)).toEqual(expected);
  });
});
