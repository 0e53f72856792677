import { describe, expect, it } from 'vitest';
import type { ResultSet } from '../../../../src/lib/search/engine';
import type { PageHit } from '../../../../src/lib/search/results';
import {
  initialSearchState,
  resultsSection,
  searchReducer,
  searchText,
  type SearchAction,
  type SearchState,
} from '../../../../src/lib/search/searchReducer';

const hit = (url: string): PageHit => ({
  url,
  title: url,
  section: 'FAQ',
  tags: [],
  excerpt: '',
  subResults: [],
});

const answerFor = (query: string, total = 3, section = ''): ResultSet => ({
  query,
  section,
  total,
  sectionCounts: { FAQ: total },
  load: () => Promise.resolve([]),
});

const run = (actions: readonly SearchAction[], state = initialSearchState(true)): SearchState =>
  actions.reduce(searchReducer, state);

/** The box holds `text` and its answer, with `shown` hits, is on screen. */
function answered(text: string, shown = 2): { readonly state: SearchState; readonly answer: ResultSet } {
  const answer = answerFor(text.trim());
  const hits = Array.from({ length: shown }, (_, index) => hit(`/faq/${index}`));
  return {
    state: run([
      { type: 'typed', value: text },
      { type: 'answered', answer, hits },
    ]),
    answer,
  };
}

describe('searchReducer', () => {
  describe('before anything is typed', () => {
    it('is empty when the build has an index', () => {
      expect(initialSearchState(true)).toMatchObject({ status: 'empty', input: '', hits: [], total: 0 });
    });

    it('is unavailable when the build has none (the dev server)', () => {
      expect(initialSearchState(false).status).toBe('unavailable');
    });
  });

  describe('typing', () => {
    it('starts loading for the first text', () => {
      expect(run([{ type: 'typed', value: 'eks' }])).toMatchObject({ input: 'eks', status: 'loading' });
    });

    it('searches for the text without surrounding whitespace but keeps the box as typed', () => {
      const state = run([{ type: 'typed', value: '  eks ' }]);
      expect(state.input).toBe('  eks ');
      expect(searchText(state)).toBe('eks');
    });

    it('keeps the hits on screen, marked pending, while newer text is searched', () => {
      const { state } = answered('eks');
      const next = searchReducer(state, { type: 'typed', value: 'eks upgrade' });
      expect(next).toMatchObject({ status: 'ready', pending: true, query: 'eks' });
      expect(next.hits).toBe(state.hits);
      expect(next.revision).toBe(state.revision);
    });

    it('changes nothing about the results when only whitespace changes', () => {
      const { state } = answered('eks');
      expect(searchReducer(state, { type: 'typed', value: 'eks ' })).toEqual({ ...state, input: 'eks ' });
    });

    it('clears the results at once when the box is emptied', () => {
      const { state } = answered('eks');
      expect(searchReducer(state, { type: 'typed', value: '   ' })).toMatchObject({
        status: 'empty',
        hits: [],
        total: 0,
        query: '',
        pending: false,
        answer: undefined,
      });
    });

    it('cuts text longer than the limit and says so', () => {
      const state = run([{ type: 'typed', value: 'a'.repeat(250) }]);
      expect(state.input).toHaveLength(200);
      expect(state.truncated).toBe(true);
    });

    it('stays unavailable without an index', () => {
      expect(run([{ type: 'typed', value: 'eks' }], initialSearchState(false))).toMatchObject({
        input: 'eks',
        status: 'unavailable',
      });
    });

    it('tries again after a failure once the text changes', () => {
      const state = run([
        { type: 'typed', value: 'eks' },
        { type: 'failed' },
        { type: 'typed', value: 'eks u' },
      ]);
      expect(state.status).toBe('loading');
    });
  });

  describe('opening the results page', () => {
    it('shows the query from the URL across all sections', () => {
      const state = run([
        { type: 'typed', value: 'vpc' },
        { type: 'filtered', section: 'FAQ' },
        { type: 'navigated', query: { query: 'nat gateway', truncated: true } },
      ]);
      expect(state).toMatchObject({ input: 'nat gateway', truncated: true, section: '', status: 'loading' });
    });
  });

  describe('filtering by section', () => {
    it('searches again for the same text in the chosen section', () => {
      const { state } = answered('terraform');
      expect(searchReducer(state, { type: 'filtered', section: 'FAQ' })).toMatchObject({
        section: 'FAQ',
        status: 'ready',
        pending: true,
      });
    });

    it('keeps naming the section of the hits on screen until the new answer replaces them', () => {
      const { state } = answered('terraform');
      const filtered = searchReducer(state, { type: 'filtered', section: 'FAQ' });
      expect(filtered).toMatchObject({ section: 'FAQ', pending: true });
      expect(resultsSection(filtered)).toBe('');
      const answeredInFaq = searchReducer(filtered, {
        type: 'answered',
        answer: answerFor('terraform', 1, 'FAQ'),
        hits: [hit('/faq/terraform')],
      });
      expect(answeredInFaq).toMatchObject({ total: 1, pending: false });
      expect(resultsSection(answeredInFaq)).toBe('FAQ');
    });

    it('treats an answer for the section chosen before as pending', () => {
      const { state } = answered('terraform');
      const filtered = searchReducer(state, { type: 'filtered', section: 'FAQ' });
      const late = searchReducer(filtered, {
        type: 'answered',
        answer: answerFor('terraform', 5),
        hits: [hit('/faq/0')],
      });
      expect(late).toMatchObject({ section: 'FAQ', pending: true });
      expect(resultsSection(late)).toBe('');
    });

    it('only remembers the section while the box is empty', () => {
      expect(run([{ type: 'filtered', section: 'FAQ' }])).toMatchObject({ section: 'FAQ', status: 'empty' });
    });
  });

  describe('answers', () => {
    it('shows an answer with its total and section counts', () => {
      const { state, answer } = answered('eks');
      expect(state).toMatchObject({ status: 'ready', query: 'eks', total: 3, pending: false, answer });
      expect(state.sectionCounts).toEqual({ FAQ: 3 });
      expect(state.hits).toHaveLength(2);
    });

    it('shows an answer for older text as pending while the newer text is searched', () => {
      const state = run([
        { type: 'typed', value: 'ek' },
        { type: 'typed', value: 'eks' },
        { type: 'answered', answer: answerFor('ek'), hits: [hit('/faq/eks')] },
      ]);
      expect(state).toMatchObject({ status: 'ready', query: 'ek', pending: true });
    });

    it('gives every answer a new revision', () => {
      const { state } = answered('eks');
      const next = searchReducer(searchReducer(state, { type: 'typed', value: 'eks u' }), {
        type: 'answered',
        answer: answerFor('eks u'),
        hits: [],
      });
      expect(next.revision).toBeGreaterThan(state.revision);
    });

    it('ignores an answer that arrives after the box was emptied', () => {
      const state = run([
        { type: 'typed', value: 'eks' },
        { type: 'typed', value: '' },
      ]);
      expect(searchReducer(state, { type: 'answered', answer: answerFor('eks'), hits: [hit('/a')] })).toBe(
        state,
      );
    });

    it('makes search unavailable when the index fails to load', () => {
      const { state } = answered('eks');
      expect(searchReducer(state, { type: 'failed' })).toMatchObject({
        status: 'unavailable',
        hits: [],
        total: 0,
        input: 'eks',
      });
    });
  });

  describe('further pages', () => {
    it('appends pages of the answer on screen, keeping the revision', () => {
      const { state, answer } = answered('eks');
      const next = searchReducer(state, { type: 'appended', answer, start: 2, hits: [hit('/faq/2')] });
      expect(next.hits.map((page) => page.url)).toEqual(['/faq/0', '/faq/1', '/faq/2']);
      expect(next.revision).toBe(state.revision);
    });

    it('drops pages of an answer that has been replaced', () => {
      const { state } = answered('eks');
      const stale = answerFor('eks');
      expect(searchReducer(state, { type: 'appended', answer: stale, start: 2, hits: [hit('/x')] })).toBe(
        state,
      );
    });

    it('drops pages that do not follow the hits on screen', () => {
      const { state, answer } = answered('eks');
      expect(searchReducer(state, { type: 'appended', answer, start: 1, hits: [hit('/x')] })).toBe(state);
    });

    it('tracks whether more pages are loading', () => {
      const { state } = answered('eks');
      const loading = searchReducer(state, { type: 'loadingMore', loading: true });
      expect(loading.loadingMore).toBe(true);
      expect(searchReducer(loading, { type: 'loadingMore', loading: false }).loadingMore).toBe(false);
    });
  });
});
