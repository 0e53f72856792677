import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchEngine } from '@site/src/lib/search/engine';
import { createDeferredEngine } from '@site/src/lib/search/deferredEngine';
import { parseSearchPluginData, SEARCH_PLUGIN_NAME } from '@site/src/lib/search/pluginData';

/** Words around the matches in each excerpt. */
const EXCERPT_WORDS = 24;

// One engine per index for the life of the page, so the index is fetched once across modal and page.
const engines = new Map<string, SearchEngine>();

// The bundler must leave this import alone: pagefind.js is a build output, not a module it can see.
const importFromUrl = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

/** The site's search engine, or undefined when this build has no index (the dev server). */
export default function useSearchEngine(): SearchEngine | undefined {
  const data = parseSearchPluginData(usePluginData(SEARCH_PLUGIN_NAME));
  const { baseUrl } = useDocusaurusContext().siteConfig;
  if (!data.indexBuilt) return undefined;
  let engine = engines.get(data.basePath);
  if (!engine) {
    const config = {
      basePath: data.basePath,
      baseUrl,
      excerptLength: EXCERPT_WORDS,
      cacheTag: data.cacheTag,
    };
    engine = createDeferredEngine(async () => {
      const { createSearchEngine } = await import('@site/src/lib/search/engine');
      return createSearchEngine(importFromUrl, config);
    });
    engines.set(data.basePath, engine);
  }
  return engine;
}
