import { describe, expect, it } from 'vitest';
import { resultCount, resultCountAnnouncement } from '../../../../src/lib/search/messages';

describe('resultCount', () => {
  it.each([
    [0, '0 results'],
    [1, '1 result'],
    [2, '2 results'],
  ])('counts %i as %s', (total, text) => {
    expect(resultCount(total)).toBe(text);
  });
});

describe('resultCountAnnouncement', () => {
  it.each([
    [0, ' vpc ', 'No results for “vpc”'],
    [1, 'eks', '1 result for “eks”'],
    [12, 'nat gateway', '12 results for “nat gateway”'],
  ])('announces %i results for %j', (total, query, text) => {
    expect(resultCountAnnouncement(total, query)).toBe(text);
  });
});
