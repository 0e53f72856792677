import { describe, expect, it, vi } from 'vitest';
import { createSearchEngine, SearchUnavailableError } from '../../../../src/lib/search/engine';

const CONFIG = { basePath: '/pagefind/', baseUrl: '/', excerptLength: 20, cacheTag: 'build-1' };

function page(url: string, section: string) {
  return { url, meta: { title: url }, filters: { section: [section] }, excerpt: '', sub_results: [] };
}

/** A stand-in for pagefind.js with the createInstance API. */
function fakePagefind() {
  const pages = [page('/faq/eks', 'FAQ'), page('/intro', 'Intro'), page('/faq/terragrunt', 'FAQ')];
  const data = pages.map((p) => vi.fn(() => Promise.resolve(p)));
  const instance = {
    init: vi.fn(() => Promise.resolve()),
    filters: vi.fn(() => Promise.resolve({ section: { FAQ: 2, Intro: 1 } })),
    search: vi.fn((_term: string, options: { filters?: Record<string, string> }) => {
      const wanted = options.filters?.section;
      const matching = pages
        .map((p, index) => ({ p, index }))
        .filter(({ p }) => !wanted || p.filters.section[0] === wanted);
      return Promise.resolve({
        results: matching.map(({ index }) => ({ id: String(index), words: [0], data: data[index] })),
        filters: {},
        totalFilters: instance.filters.mock.calls.length > 0 ? { section: { FAQ: 2, Intro: 1 } } : {},
      });
    }),
  };
  const createInstance = vi.fn(() => instance);
  return { module: { createInstance }, instance, data, createInstance };
}

describe('createSearchEngine', () => {
  it('fetches nothing until asked', () => {
    const load = vi.fn();
    createSearchEngine(load, CONFIG);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads pagefind.js once, on the main thread, with the build cache tag', async () => {
    const fake = fakePagefind();
    const load = vi.fn(() => Promise.resolve(fake.module));
    const engine = createSearchEngine(load, CONFIG);
    engine.warmUp();
    engine.warmUp();
    await engine.search('eks');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/pagefind/pagefind.js');
    expect(fake.createInstance).toHaveBeenCalledWith({
      basePath: '/pagefind/',
      baseUrl: '/',
      excerptLength: 20,
      noWorker: true,
      metaCacheTag: 'build-1',
    });
    expect(fake.instance.init).toHaveBeenCalledTimes(1);
  });

  it('loads result data only for the slices asked for', async () => {
    const fake = fakePagefind();
    const engine = createSearchEngine(() => Promise.resolve(fake.module), CONFIG);
    const set = await engine.search('docs');
    expect(set.total).toBe(3);
    const first = await set.load(0, 2);
    expect(first.map((hit) => hit.url)).toEqual(['/faq/eks', '/intro']);
    expect(fake.data[2]).not.toHaveBeenCalled();
    const rest = await set.load(2, 10);
    expect(rest.map((hit) => hit.section)).toEqual(['FAQ']);
  });

  it('filters by section and reports unfiltered counts when asked', async () => {
    const fake = fakePagefind();
    const engine = createSearchEngine(() => Promise.resolve(fake.module), CONFIG);
    const plain = await engine.search('docs');
    expect(plain).toMatchObject({ section: '', sectionCounts: {} });
    expect(fake.instance.filters).not.toHaveBeenCalled();
    const filtered = await engine.search('docs', { section: 'FAQ', withSectionCounts: true });
    expect(fake.instance.search).toHaveBeenLastCalledWith('docs', { filters: { section: 'FAQ' } });
    expect(filtered).toMatchObject({ section: 'FAQ', total: 2 });
    expect(filtered.sectionCounts).toEqual({ FAQ: 2, Intro: 1 });
    await engine.search('more', { withSectionCounts: true });
    expect(fake.instance.filters).toHaveBeenCalledTimes(1);
  });

  it('reports a missing index once and does not retry on every keystroke', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const engine = createSearchEngine(load, CONFIG);
    await expect(engine.search('a')).rejects.toThrow(SearchUnavailableError);
    await expect(engine.search('ab')).rejects.toThrow(/could not be loaded: Failed to fetch/);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops pages that matched no word, which Pagefind returns for text found nowhere', async () => {
    const fake = fakePagefind();
    fake.instance.search.mockResolvedValueOnce({
      results: [
        { id: '0', words: [], data: fake.data[0] },
        { id: '1', words: [3], data: fake.data[1] },
      ],
      filters: {},
      totalFilters: {},
    });
    const engine = createSearchEngine(() => Promise.resolve(fake.module), CONFIG);
    const set = await engine.search('qwxzvbnmlk');
    expect(set.total).toBe(1);
    expect((await set.load(0, 5)).map((hit) => hit.url)).toEqual(['/intro']);
  });

  it('rejects a file that is not Pagefind', async () => {
    const engine = createSearchEngine(() => Promise.resolve({ default: {} }), CONFIG);
    await expect(engine.search('a')).rejects.toThrow(/does not export createInstance/);
  });

  it('skips result data it cannot use', async () => {
    const fake = fakePagefind();
    fake.data[1]?.mockResolvedValueOnce({ nonsense: true } as never);
    const engine = createSearchEngine(() => Promise.resolve(fake.module), CONFIG);
    const hits = await (await engine.search('docs')).load(0, 3);
    expect(hits.map((hit) => hit.url)).toEqual(['/faq/eks', '/faq/terragrunt']);
  });
});
