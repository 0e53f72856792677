import { BuildEnvError, type EnvSource } from './buildEnv';

/** The embedded index (default) or the hosted Algolia DocSearch service (SPEC §3, §7). */
export type SearchSettings =
  | { readonly provider: 'pagefind' }
  | {
      readonly provider: 'algolia';
      readonly appId: string;
      readonly apiKey: string;
      readonly indexName: string;
    };

/** The three variables that switch the site to Algolia DocSearch; all or none must be set. */
export const ALGOLIA_ENV_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

const APP_ID_PATTERN = /^[A-Z0-9]+$/i;
const API_KEY_PATTERN = /^[A-Za-z0-9]+$/;
const INDEX_NAME_PATTERN = /^[\w.-]+$/;

function value(source: EnvSource, name: string): string | undefined {
  const trimmed = source[name]?.trim();
  return trimmed ? trimmed : undefined;
}

function expect(name: string, raw: string, pattern: RegExp, example: string): string {
  if (!pattern.test(raw)) throw new BuildEnvError(`${name} must look like ${example}, got "${raw}".`);
  return raw;
}

/**
 * Picks the search provider from the environment: Algolia DocSearch when all of ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are set, the embedded Pagefind index when none is.
 */
export function readSearchSettings(source: EnvSource): SearchSettings {
  const present = ALGOLIA_ENV_VARS.filter((name) => value(source, name) !== undefined);
  if (present.length === 0) return { provider: 'pagefind' };
  const missing = ALGOLIA_ENV_VARS.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    throw new BuildEnvError(
      `Algolia search needs ${ALGOLIA_ENV_VARS.join(', ')}; ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set ${missing.length === 1 ? 'it' : 'them'}, or unset ${present.join(', ')} to use the built-in search.`,
    );
  }
  return {
    provider: 'algolia',
    appId: expect('ALGOLIA_APP_ID', value(source, 'ALGOLIA_APP_ID') ?? '', APP_ID_PATTERN, 'ABC123XYZ9'),
    apiKey: expect(
      'ALGOLIA_SEARCH_API_KEY',
      value(source, 'ALGOLIA_SEARCH_API_KEY') ?? '',
      API_KEY_PATTERN,
      'a hexadecimal search-only key',
    ),
    indexName: expect(
      'ALGOLIA_INDEX_NAME',
      value(source, 'ALGOLIA_INDEX_NAME') ?? '',
      INDEX_NAME_PATTERN,
      'gruntwork-docs',
    ),
  };
}

/** The DocSearch cluster host of an Algolia application, for the preconnect hint (SPEC §7). */
export function algoliaOrigin(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A regex source matching hits on sites other than the docs (such as knowledge-base threads), which
 * DocSearch then opens with a full page load instead of client-side navigation.
 */
export function externalUrlRegex(externalUrls: readonly string[]): string {
  return externalUrls
    .map((url) => {
      const parsed = new URL(url);
      return escapeRegExp(`${parsed.host}${parsed.pathname.replace(/\/$/, '')}`);
    })
    .join('|');
}

export interface AlgoliaThemeConfig {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
  readonly contextualSearch: true;
  readonly searchParameters: Record<string, never>;
  readonly externalUrlRegex: string;
  readonly searchPagePath: string;
}

export interface HeadTag {
  readonly tagName: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The pieces of the site config that depend on the search provider. */
export interface SearchSiteConfig {
  readonly useEmbeddedSearch: boolean;
  readonly algolia: AlgoliaThemeConfig | undefined;
  readonly headTags: readonly HeadTag[];
}

/** Derives the site-config pieces for either provider; the docusaurus config only spreads them. */
export function searchSiteConfig(
  settings: SearchSettings,
  externalUrls: readonly string[],
): SearchSiteConfig {
  if (settings.provider === 'pagefind') return { useEmbeddedSearch: true, algolia: undefined, headTags: [] };
  return {
    useEmbeddedSearch: false,
    algolia: {
      appId: settings.appId,
      apiKey: settings.apiKey,
      indexName: settings.indexName,
      contextualSearch: true,
      searchParameters: {},
      externalUrlRegex: externalUrlRegex(externalUrls),
      searchPagePath: 'search',
    },
    // In the static head of every page, so the connection opens before any script runs; the theme's
    // search button adds the same hint once it renders, which browsers merge.
    headTags: [
      {
        tagName: 'link',
        attributes: { rel: 'preconnect', href: algoliaOrigin(settings.appId), crossorigin: 'anonymous' },
      },
    ],
  };
}
