import { describe, expect, it, vi } from 'vitest';
import { createDeferredEngine } from '../../../../src/lib/search/deferredEngine';
import type { ResultSet, SearchEngine } from '../../../../src/lib/search/engine';

function fakeEngine() {
  const set: ResultSet = {
    query: 'vpc',
    section: '',
    total: 0,
    sectionCounts: {},
    load: () => Promise.resolve([]),
  };
  return {
    warmUp: vi.fn<SearchEngine['warmUp']>(),
    search: vi.fn<SearchEngine['search']>((query) => Promise.resolve({ ...set, query })),
  };
}

describe('createDeferredEngine', () => {
  it('fetches nothing until the engine is first used', () => {
    const load = vi.fn(() => Promise.resolve<SearchEngine>(fakeEngine()));
    createDeferredEngine(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the engine once and passes searches and warm-ups through', async () => {
    const engine = fakeEngine();
    const load = vi.fn(() => Promise.resolve<SearchEngine>(engine));
    const deferred = createDeferredEngine(load);
    deferred.warmUp();
    const set = await deferred.search('vpc', { section: 'FAQ' });
    await deferred.search('eks');
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine.warmUp).toHaveBeenCalledTimes(1);
    expect(engine.search).toHaveBeenCalledWith('vpc', { section: 'FAQ' });
    expect(set.query).toBe('vpc');
  });

  it('reports a failed load to the search and tries again on the next use', async () => {
    const engine = fakeEngine();
    const load = vi
      .fn<() => Promise<SearchEngine>>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue(engine);
    const deferred = createDeferredEngine(load);
    await expect(deferred.search('vpc')).rejects.toThrow('Loading chunk 12 failed');
    await expect(deferred.search('vpc')).resolves.toMatchObject({ query: 'vpc' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a warm-up fail quietly', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const deferred = createDeferredEngine(load);
    expect(() => deferred.warmUp()).not.toThrow();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
