import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  classifyTransfer,
  median,
  pagesInOrder,
  percentile,
  relevanceOutcome,
  summariseTransfers,
  wireBytes,
} from '../../../../src/lib/bench/search';

describe('classifyTransfer', () => {
  it.each([
    ['/pagefind/pagefind.js', 'Pagefind loader'],
    ['/pagefind/pagefind-worker.js', 'Pagefind loader'],
    ['/pagefind/wasm.en.pagefind', 'Pagefind Wasm'],
    ['/pagefind/pagefind-entry.json?ts=2026', 'Index entry and metadata'],
    ['/pagefind/pagefind.en_ecd5a625db.pf_meta', 'Index entry and metadata'],
    ['/pagefind/index/en_36d627d.pf_index', 'Index chunks'],
    ['/pagefind/filter/en_8c67a31.pf_filter', 'Filter index'],
    ['/pagefind/fragment/en_21ae2d7.pf_fragment', 'Page fragments'],
    ['/assets/js/1542.6abd042b.js', 'Site JS (search modal, result-link prefetch)'],
    ['/img/logo.svg', 'Other'],
  ])('files %s under %s', (path, kind) => {
    expect(classifyTransfer(path)).toBe(kind);
  });
});

describe('wireBytes', () => {
  it('uses the gzip size for text and the raw size for files gzip cannot shrink', () => {
    expect(wireBytes(47_000, 13_000)).toBe(13_000);
    expect(wireBytes(59_000, 59_100)).toBe(59_000);
  });
});

describe('summariseTransfers', () => {
  it('totals per kind, largest first, counting a path once', () => {
    const summary = summariseTransfers([
      { path: '/pagefind/wasm.en.pagefind', rawBytes: 60, wireBytes: 60 },
      { path: '/pagefind/fragment/a.pf_fragment', rawBytes: 5, wireBytes: 5 },
      { path: '/pagefind/fragment/b.pf_fragment', rawBytes: 6, wireBytes: 6 },
      { path: '/pagefind/fragment/b.pf_fragment', rawBytes: 6, wireBytes: 6 },
    ]);
    expect(summary.rows).toEqual([
      { kind: 'Pagefind Wasm', files: 1, wireBytes: 60 },
      { kind: 'Page fragments', files: 2, wireBytes: 11 },
    ]);
    expect(summary.total).toBe(71);
  });
});

describe('median and percentile', () => {
  it.each([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2],
  ])('gives the median of %j as %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('gives the nearest-rank 95th percentile', () => {
    expect(percentile([...Array.from({ length: 20 }, (_, i) => i + 1)], 95)).toBe(19);
  });

  it('is NaN without values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('pagesInOrder', () => {
  it('keeps the first appearance of each page', () => {
    expect(pagesInOrder(['/faq/eks#a', '/faq/eks#b', '/intro', '/faq/eks', '/faq/terragrunt#x'])).toEqual([
      '/faq/eks',
      '/intro',
      '/faq/terragrunt',
    ]);
  });
});

describe('relevanceOutcome', () => {
  it('hits when the expected page is in the top 3', () => {
    const outcome = relevanceOutcome({ query: 'eks', expect: '/faq/eks' }, ['/a', '/b', '/faq/eks', '/c']);
    expect(outcome).toEqual({ query: 'eks', expect: '/faq/eks', top: ['/a', '/b', '/faq/eks'], hit: true });
  });

  it('misses when it ranks lower', () => {
    expect(relevanceOutcome({ query: 'eks', expect: '/faq/eks' }, ['/a', '/b', '/c', '/faq/eks']).hit).toBe(
      false,
    );
  });
});

describe('checkTargets', () => {
  it('marks each target met or missed', () => {
    const targets = checkTargets({
      bytesToFirstResults: 151 * 1024,
      firstQueryMs: 120,
      warmMedianMs: 12.5,
      hitRate: 0.89,
    });
    expect(targets.map((target) => [target.value, target.met])).toEqual([
      ['151.0 KB', false],
      ['120 ms', true],
      ['12.5 ms', true],
      ['89.0 %', false],
    ]);
  });
});
