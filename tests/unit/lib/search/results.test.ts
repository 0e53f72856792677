import { describe, expect, it } from 'vitest';
import { groupResults, toPageHit, topSubResults, type PageHit } from '../../../../src/lib/search/results';

const location = (balanced_score: number) => ({ weight: 1, balanced_score, location: 0 });

/** The shape Pagefind's result.data() resolves to (trimmed to what the site reads). */
const pagefindData = {
  url: '/faq/terragrunt',
  excerpt: 'the <mark>dependency</mark> block',
  meta: { title: 'Terragrunt FAQ', tags: 'Terraform, Terragrunt' },
  filters: { section: ['FAQ'] },
  sub_results: [
    { title: 'Terragrunt FAQ', url: '/faq/terragrunt', excerpt: 'page', weighted_locations: [location(5)] },
    {
      title: 'Dependencies and run-all\u200b',
      url: '/faq/terragrunt#dependencies-and-run-all',
      excerpt: 'the <mark>dependency</mark>',
      weighted_locations: [location(30), location(20)],
    },
    {
      title: 'Mock outputs',
      url: '/faq/terragrunt#dependency-mock-outputs',
      excerpt: 'mock',
      weighted_locations: [location(50)],
    },
  ],
};

describe('toPageHit', () => {
  it('normalises Pagefind result data', () => {
    expect(toPageHit(pagefindData)).toEqual({
      url: '/faq/terragrunt',
      title: 'Terragrunt FAQ',
      section: 'FAQ',
      tags: ['Terraform', 'Terragrunt'],
      excerpt: 'the <mark>dependency</mark> block',
      subResults: [
        { title: 'Terragrunt FAQ', url: '/faq/terragrunt', excerpt: 'page', score: 5 },
        {
          title: 'Dependencies and run-all',
          url: '/faq/terragrunt#dependencies-and-run-all',
          excerpt: 'the <mark>dependency</mark>',
          score: 50,
        },
        { title: 'Mock outputs', url: '/faq/terragrunt#dependency-mock-outputs', excerpt: 'mock', score: 50 },
      ],
    });
  });

  it('falls back sensibly when optional fields are missing', () => {
    expect(
      toPageHit({ url: '/support', sub_results: [{ url: '/support#x' }, 'junk', { title: 'no url' }] }),
    ).toEqual({
      url: '/support',
      title: '/support',
      section: 'Docs',
      tags: [],
      excerpt: '',
      subResults: [{ title: '/support', url: '/support#x', excerpt: '', score: 0 }],
    });
  });

  it.each([null, undefined, 'text', 42, [], {}, { url: '' }, { url: 7 }])('rejects %j', (data) => {
    expect(toPageHit(data)).toBeUndefined();
  });
});

const hit = (url: string, scores: number[]): PageHit => ({
  url,
  title: `Title of ${url}`,
  section: 'Intro',
  tags: [],
  excerpt: `excerpt of ${url}`,
  subResults: scores.map((score, index) => ({
    title: `Heading ${index}`,
    url: `${url}#h${index}`,
    excerpt: `excerpt ${index}`,
    score,
  })),
});

describe('topSubResults', () => {
  it('keeps the strongest headings, ties in page order', () => {
    const titles = topSubResults(hit('/a', [1, 9, 3, 9, 2]), 3).map((sub) => sub.title);
    expect(titles).toEqual(['Heading 1', 'Heading 3', 'Heading 2']);
  });
});

describe('groupResults', () => {
  it('groups by page in rank order with numbered options across groups', () => {
    const groups = groupResults([hit('/first', [1, 2, 3, 4]), hit('/second', [5])], 3);
    expect(groups.map((group) => group.url)).toEqual(['/first', '/second']);
    expect(groups[0]?.options.map((option) => [option.index, option.url])).toEqual([
      [0, '/first#h3'],
      [1, '/first#h2'],
      [2, '/first#h1'],
    ]);
    expect(groups[1]?.options.map((option) => [option.index, option.title])).toEqual([[3, 'Heading 0']]);
    expect(groups[1]).toMatchObject({ title: 'Title of /second', section: 'Intro' });
  });

  it('gives a page without headings one option for the page itself', () => {
    const [group] = groupResults([hit('/plain', [])]);
    expect(group?.options).toEqual([
      { index: 0, title: 'Title of /plain', url: '/plain', excerpt: 'excerpt of /plain' },
    ]);
  });

  it('returns nothing for no hits', () => {
    expect(groupResults([])).toEqual([]);
  });
});
