import { describe, expect, it } from 'vitest';
import { BuildEnvError } from '../../../../src/lib/config/buildEnv';
import {
  algoliaOrigin,
  externalUrlRegex,
  readSearchSettings,
  searchSiteConfig,
} from '../../../../src/lib/config/search';

const ALGOLIA = {
  ALGOLIA_APP_ID: 'ABC123XYZ9',
  ALGOLIA_SEARCH_API_KEY: '0123456789abcdef0123456789abcdef',
  ALGOLIA_INDEX_NAME: 'gruntwork-docs',
};
const EXTERNAL = ['https://github.com/gruntwork-io/knowledge-base/discussions', 'https://app.gruntwork.io'];

describe('readSearchSettings', () => {
  it('uses the embedded index when no Algolia variable is set', () => {
    expect(readSearchSettings({})).toEqual({ provider: 'pagefind' });
  });

  it('treats blank variables as unset', () => {
    expect(readSearchSettings({ ALGOLIA_APP_ID: ' ', ALGOLIA_INDEX_NAME: '' })).toEqual({
      provider: 'pagefind',
    });
  });

  it('uses Algolia when all three variables are set', () => {
    expect(readSearchSettings(ALGOLIA)).toEqual({
      provider: 'algolia',
      appId: 'ABC123XYZ9',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'gruntwork-docs',
    });
  });

  it('names the missing variables when only some are set', () => {
    const partial = { ALGOLIA_APP_ID: 'ABC123XYZ9' };
    expect(() => readSearchSettings(partial)).toThrow(BuildEnvError);
    expect(() => readSearchSettings(partial)).toThrow(
      /ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME are missing.*unset ALGOLIA_APP_ID/,
    );
  });

  it.each([
    ['ALGOLIA_APP_ID', 'abc-123'],
    ['ALGOLIA_SEARCH_API_KEY', 'key with spaces'],
    ['ALGOLIA_INDEX_NAME', 'docs/index'],
  ])('rejects a malformed %s', (name, value) => {
    expect(() => readSearchSettings({ ...ALGOLIA, [name]: value })).toThrow(
      new RegExp(`${name} must look like`),
    );
  });
});

describe('searchSiteConfig', () => {
  it('keeps the embedded search and contacts no search host by default', () => {
    expect(searchSiteConfig({ provider: 'pagefind' }, EXTERNAL)).toEqual({
      useEmbeddedSearch: true,
      algolia: undefined,
      headTags: [],
    });
  });

  it('configures DocSearch with contextual search and a preconnect to the app host', () => {
    const config = searchSiteConfig(readSearchSettings(ALGOLIA), EXTERNAL);
    expect(config.useEmbeddedSearch).toBe(false);
    expect(config.algolia).toEqual({
      appId: 'ABC123XYZ9',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'gruntwork-docs',
      contextualSearch: true,
      searchParameters: {},
      externalUrlRegex: 'github\\.com/gruntwork-io/knowledge-base/discussions|app\\.gruntwork\\.io',
      searchPagePath: 'search',
    });
    expect(config.headTags).toEqual([
      {
        tagName: 'link',
        attributes: {
          rel: 'preconnect',
          href: 'https://ABC123XYZ9-dsn.algolia.net',
          crossorigin: 'anonymous',
        },
      },
    ]);
  });
});

describe('algoliaOrigin', () => {
  it('derives the DocSearch host from the app id', () => {
    expect(algoliaOrigin('XYZ')).toBe('https://XYZ-dsn.algolia.net');
  });
});

describe('externalUrlRegex', () => {
  const regex = new RegExp(externalUrlRegex(EXTERNAL));

  it.each([
    'https://github.com/gruntwork-io/knowledge-base/discussions/123',
    'https://app.gruntwork.io/account',
  ])('matches %s', (url) => {
    expect(regex.test(url)).toBe(true);
  });

  it.each([
    'https://docs.gruntwork.io/faq/eks',
    'https://github.com/gruntwork-io/terragrunt',
    'https://appXgruntwork.io',
  ])('leaves %s to client-side navigation', (url) => {
    expect(regex.test(url)).toBe(false);
  });
});
