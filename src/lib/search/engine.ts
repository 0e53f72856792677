import { toPageHit, type PageHit } from './results';
import { SECTION_FILTER } from './sections';

/** The part of a Pagefind instance (pagefind.js `createInstance`) the site uses. */
interface PagefindInstance {
  init(): Promise<unknown>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<unknown>;
  filters(): Promise<unknown>;
}

interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

export interface EngineConfig {
  /** URL of the folder holding pagefind.js and the index, ending in a slash. */
  readonly basePath: string;
  /** Prefix of result URLs (the site's base URL). */
  readonly baseUrl: string;
  /** Words per excerpt. */
  readonly excerptLength: number;
  /** Changes with every build, so browsers may cache the index entry file between searches. */
  readonly cacheTag?: string;
}

/** Thrown when the index or its loader cannot be fetched (dev server, missing build output, offline). */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';
}

/** The pages matching one query; their data is fetched only for the slices asked for. */
export interface ResultSet {
  readonly query: string;
  /** The section the results are limited to; '' for all. */
  readonly section: string;
  readonly total: number;
  /** Matches per section for the query with no section filter. */
  readonly sectionCounts: Readonly<Record<string, number>>;
  load(start: number, end: number): Promise<PageHit[]>;
}

export interface SearchEngine {
  /** Starts fetching the loader and index entry; safe to call on every hover or focus. */
  warmUp(): void;
  search(query: string, options?: SearchOptions): Promise<ResultSet>;
}

export interface SearchOptions {
  /** Only pages of this section. */
  readonly section?: string;
  /** Also count matches per section (fetches the small filter index once). */
  readonly withSectionCounts?: boolean;
}

interface RawResult {
  readonly words?: unknown;
  readonly data: () => Promise<unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isPagefindModule(value: unknown): value is PagefindModule {
  return isRecord(value) && typeof value.createInstance === 'function';
}

function rawResults(response: unknown): RawResult[] {
  if (!isRecord(response) || !Array.isArray(response.results)) return [];
  return response.results.filter(
    (result): result is RawResult =>
      isRecord(result) &&
      typeof result.data === 'function' &&
      // Pagefind can return a page that matched no word at all for text found nowhere: not a result.
      !(Array.isArray(result.words) && result.words.length === 0),
  );
}

function sectionCountsOf(source: unknown): Record<string, number> | undefined {
  const sections = isRecord(source) ? source[SECTION_FILTER] : undefined;
  if (!isRecord(sections)) return undefined;
  return Object.fromEntries(
    Object.entries(sections).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** Matches per section ignoring any section filter: `totalFilters`, else `filters` when unfiltered. */
function counts(response: unknown): Record<string, number> {
  if (!isRecord(response)) return {};
  return sectionCountsOf(response.totalFilters) ?? sectionCountsOf(response.filters) ?? {};
}

/**
 * Wraps Pagefind's browser API. `importModule` fetches pagefind.js (a dynamic import the bundler leaves
 * alone); nothing is fetched until the first warmUp or search. A failed load is remembered so a missing
 * index costs one request, not one per keystroke.
 */
export function createSearchEngine(
  importModule: (url: string) => Promise<unknown>,
  config: EngineConfig,
): SearchEngine {
  let instance: Promise<PagefindInstance> | undefined;
  let filtersLoaded: Promise<unknown> | undefined;

  const ready = (): Promise<PagefindInstance> => {
    instance ??= (async () => {
      try {
        const module = await importModule(`${config.basePath}pagefind.js`);
        if (!isPagefindModule(module)) throw new Error('pagefind.js does not export createInstance');
        const pagefind = module.createInstance({
          basePath: config.basePath,
          baseUrl: config.baseUrl,
          excerptLength: config.excerptLength,
          // The index is small: searching on the main thread saves the worker's download and startup.
          noWorker: true,
          ...(config.cacheTag ? { metaCacheTag: config.cacheTag } : {}),
        });
        await pagefind.init();
        return pagefind;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new SearchUnavailableError(`The search index could not be loaded: ${reason}`);
      }
    })();
    return instance;
  };

  return {
    warmUp: () => {
      ready().catch(() => undefined);
    },
    search: async (query, { section, withSectionCounts = false } = {}) => {
      const pagefind = await ready();
      // Pagefind reports counts per filter only once its filter index is loaded.
      if (withSectionCounts) await (filtersLoaded ??= pagefind.filters());
      const filters = section ? { [SECTION_FILTER]: section } : undefined;
      const response = await pagefind.search(query, filters ? { filters } : {});
      const results = rawResults(response);
      return {
        query,
        section: section ?? '',
        total: results.length,
        sectionCounts: counts(response),
        load: async (start, end) => {
          const data = await Promise.all(results.slice(start, end).map((result) => result.data()));
          return data.map(toPageHit).filter((hit): hit is PageHit => hit !== undefined);
        },
      };
    },
  };
}
