/** Name of the local search plugin (plugins/search), under which it publishes its global data. */
export const SEARCH_PLUGIN_NAME = 'search-pagefind';

/** Folder of the Pagefind bundle in the build output, relative to the base URL. */
export const PAGEFIND_FOLDER = 'pagefind';

/** Route of the search results page, relative to the base URL (SPEC §2). */
export const SEARCH_PAGE_ROUTE = 'search';

/** What the plugin tells the browser about the index. */
export interface SearchPluginData {
  /** URL of the Pagefind bundle folder, ending in a slash. */
  readonly basePath: string;
  /** False on the dev server (`npm start`), which never writes an index. */
  readonly indexBuilt: boolean;
  /** Changes with every build; lets browsers cache the index entry between searches. */
  readonly cacheTag: string;
}

/** Reads the plugin's global data defensively (it is untyped at the call site). */
export function parseSearchPluginData(value: unknown): SearchPluginData {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    basePath: typeof record.basePath === 'string' ? record.basePath : `/${PAGEFIND_FOLDER}/`,
    indexBuilt: record.indexBuilt === true,
    cacheTag: typeof record.cacheTag === 'string' ? record.cacheTag : '',
  };
}
