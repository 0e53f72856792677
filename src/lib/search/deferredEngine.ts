import type { SearchEngine } from './engine';

/**
 * A search engine whose code arrives on first use: the navbar holds this handle on every page, and the
 * engine module (result shaping, Pagefind glue) is fetched only when a reader shows intent to search.
 * A failed fetch is not remembered, so the next keystroke or hover tries again.
 */
export function createDeferredEngine(loadEngine: () => Promise<SearchEngine>): SearchEngine {
  let engine: Promise<SearchEngine> | undefined;
  const loaded = (): Promise<SearchEngine> => {
    engine ??= loadEngine().catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
    return engine;
  };
  return {
    warmUp: () => {
      loaded().then(
        (ready) => ready.warmUp(),
        () => undefined,
      );
    },
    search: async (query, options) => (await loaded()).search(query, options),
  };
}
