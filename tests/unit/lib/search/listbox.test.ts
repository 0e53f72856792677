import { describe, expect, it } from 'vitest';
import { modalGroups, optionId } from '../../../../src/lib/search/listbox';
import type { PageHit } from '../../../../src/lib/search/results';

const page = (url: string, title: string): PageHit => ({
  url,
  title,
  section: 'FAQ',
  tags: [],
  excerpt: `about ${title}`,
  subResults: [],
});

describe('modalGroups', () => {
  it('lists the recent searches while the box is empty', () => {
    expect(modalGroups(true, ['eks', 'vpc'], [page('/faq/eks', 'EKS FAQ')])).toEqual([
      {
        key: 'recent',
        title: 'Recent searches',
        options: [
          { index: 0, title: 'eks' },
          { index: 1, title: 'vpc' },
        ],
      },
    ]);
  });

  it('lists nothing while the box is empty and nothing is recent', () => {
    expect(modalGroups(true, [], [])).toEqual([]);
  });

  it('groups the results by page, numbering options across groups', () => {
    const groups = modalGroups(false, ['eks'], [page('/faq/eks', 'EKS FAQ'), page('/faq/vpc', 'VPC FAQ')]);
    expect(groups.map((group) => [group.key, group.title, group.section])).toEqual([
      ['/faq/eks', 'EKS FAQ', 'FAQ'],
      ['/faq/vpc', 'VPC FAQ', 'FAQ'],
    ]);
    expect(groups.flatMap((group) => group.options.map((option) => [option.index, option.url]))).toEqual([
      [0, '/faq/eks'],
      [1, '/faq/vpc'],
    ]);
  });
});

describe('optionId', () => {
  it('names an option after its list and position', () => {
    expect(optionId('search-results-r1', 3)).toBe('search-results-r1-option-3');
  });
});
