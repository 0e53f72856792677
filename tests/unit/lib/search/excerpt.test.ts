import { describe, expect, it } from 'vitest';
import { parseExcerpt } from '../../../../src/lib/search/excerpt';

describe('parseExcerpt', () => {
  it('splits an excerpt into plain and highlighted runs', () => {
    expect(parseExcerpt('A <mark>NAT</mark> <mark>gateway</mark> charges per hour')).toEqual([
      { text: 'A ', highlighted: false },
      { text: 'NAT', highlighted: true },
      { text: ' ', highlighted: false },
      { text: 'gateway', highlighted: true },
      { text: ' charges per hour', highlighted: false },
    ]);
  });

  it('turns the escaped angle brackets of page text back into text, not markup', () => {
    expect(parseExcerpt('run &lt;script&gt;alert(1)&lt;/script&gt; <mark>now</mark>')).toEqual([
      { text: 'run <script>alert(1)</script> ', highlighted: false },
      { text: 'now', highlighted: true },
    ]);
  });

  it('treats any tag other than mark as text', () => {
    expect(parseExcerpt('<img src=x onerror=alert(1)><b>bold</b>')).toEqual([
      { text: '<img src=x onerror=alert(1)><b>bold</b>', highlighted: false },
    ]);
  });

  it('keeps other entities as Pagefind left them', () => {
    expect(parseExcerpt('Terraform &amp; Terragrunt & more')).toEqual([
      { text: 'Terraform &amp; Terragrunt & more', highlighted: false },
    ]);
  });

  it.each([
    ['', []],
    ['<mark></mark>', []],
    ['<mark>unclosed', [{ text: 'unclosed', highlighted: true }]],
    ['stray</mark> close', [{ text: 'stray close', highlighted: false }]],
  ])('copes with %j', (excerpt, expected) => {
    expect(parseExcerpt(excerpt)).toEqual(expected);
  });
});
