import { describe, expect, it } from 'vitest';
import {
  boundQuery,
  MAX_QUERY_LENGTH,
  readQueryParam,
  searchPageHref,
  withQueryParam,
} from '../../../../src/lib/search/query';

describe('readQueryParam', () => {
  it.each([
    ['?q=nat%20gateway', 'nat gateway'],
    ['?q=nat+gateway', 'nat gateway'],
    ['?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '<script>alert(1)</script>'],
    ['?q=caf%C3%A9', 'café'],
    ['?q=100%', '100%'],
    ['?q=%E0%A4%A', '\ufffd%A'],
    ['?other=1', ''],
    ['', ''],
    ['?q=', ''],
    ['?q=first&q=second', 'first'],
  ])('reads %s as %j', (search, expected) => {
    expect(readQueryParam(search)).toEqual({ query: expected, truncated: false });
  });

  it('cuts an absurdly long query instead of failing', () => {
    const result = readQueryParam(`?q=${'a'.repeat(10_000)}`);
    expect(result.truncated).toBe(true);
    expect(result.query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('boundQuery', () => {
  it('keeps text at the limit as it is', () => {
    const text = 'x'.repeat(MAX_QUERY_LENGTH);
    expect(boundQuery(text)).toEqual({ query: text, truncated: false });
  });

  it('never splits a character made of two UTF-16 units', () => {
    const result = boundQuery('🔍'.repeat(MAX_QUERY_LENGTH + 5));
    expect(result.truncated).toBe(true);
    expect(Array.from(result.query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(result.query.endsWith('🔍')).toBe(true);
  });
});

describe('withQueryParam', () => {
  it.each([
    ['', 'nat gateway', '?q=nat+gateway'],
    ['?q=old', 'new', '?q=new'],
    ['?q=old&section=FAQ', 'new', '?q=new&section=FAQ'],
    ['?q=old', '', ''],
    ['?q=old&keep=1', '   ', '?keep=1'],
    ['', '<b>&', '?q=%3Cb%3E%26'],
  ])('turns %j with %j into %j', (search, query, expected) => {
    expect(withQueryParam(search, query)).toBe(expected);
  });

  it('writes at most the maximum length into the URL', () => {
    const next = withQueryParam('', 'b'.repeat(MAX_QUERY_LENGTH * 2));
    expect(new URLSearchParams(next).get('q')).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchPageHref', () => {
  it.each([
    ['nat gateway', '/search?q=nat%20gateway'],
    ['  eks  ', '/search?q=eks'],
    ['a&b=c#d', '/search?q=a%26b%3Dc%23d'],
    ['<script>', '/search?q=%3Cscript%3E'],
    ['', '/search'],
  ])('links %j to %s', (query, expected) => {
    expect(searchPageHref(query)).toBe(expected);
  });

  it('round-trips through readQueryParam', () => {
    const query = 'terraform "state" & 100% <x>';
    const href = searchPageHref(query);
    expect(readQueryParam(href.slice(href.indexOf('?'))).query).toBe(query);
  });
});
