import { describe, expect, it } from 'vitest';
import {
  resultCount,
  resultCountAnnouncement,
  searchEmptyState,
  searchStatus,
  type EmptyState,
  type SearchView,
} from '../../../../src/lib/search/messages';

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

describe('searchStatus', () => {
  const ready = { indexBuilt: true, status: 'ready', query: 'eks', total: 12 } as const;

  it.each<[string, SearchView, string]>([
    [
      'says search is unavailable without an index',
      { ...ready, indexBuilt: false },
      'Search is unavailable.',
    ],
    [
      'says search is unavailable when the index failed',
      { ...ready, status: 'unavailable' },
      'Search is unavailable.',
    ],
    ['says nothing while the box is empty', { ...ready, status: 'empty' }, ''],
    [
      'says recent searches are listed while the box is empty',
      { ...ready, status: 'empty', recentCount: 2 },
      'Recent searches are listed.',
    ],
    ['says it is searching for the first answer', { ...ready, status: 'loading' }, 'Searching…'],
    ['counts the results', ready, '12 results for “eks”'],
    ['says when nothing matched', { ...ready, total: 0 }, 'No results for “eks”'],
    [
      'names the section the results are limited to',
      { ...ready, resultsSection: 'FAQ' },
      '12 results for “eks” in FAQ',
    ],
  ])('%s', (_name, view, text) => {
    expect(searchStatus(view)).toBe(text);
  });
});

describe('searchEmptyState', () => {
  const ready = { indexBuilt: true, status: 'ready', query: 'eks', total: 12 } as const;

  it.each<[string, SearchView, EmptyState | undefined]>([
    [
      'explains a build without an index',
      { ...ready, indexBuilt: false, status: 'unavailable' },
      'not-built',
    ],
    ['explains an index that failed to load', { ...ready, status: 'unavailable' }, 'failed'],
    ['introduces search while the box is empty', { ...ready, status: 'empty' }, 'intro'],
    [
      'lists recent searches instead, when there are some',
      { ...ready, status: 'empty', recentCount: 1 },
      undefined,
    ],
    ['says it is searching before the first answer', { ...ready, status: 'loading' }, 'searching'],
    ['helps on when nothing matched', { ...ready, total: 0 }, 'no-results'],
    ['lists the results', ready, undefined],
  ])('%s', (_name, view, state) => {
    expect(searchEmptyState(view)).toBe(state);
  });
});
