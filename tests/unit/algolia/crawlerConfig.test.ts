import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const FILE = path.resolve(import.meta.dirname, '..', '..', '..', 'algolia', 'crawler.config.js');

interface CrawlerAction {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor(args: { $: unknown; helpers: { docsearch(options: unknown): unknown } }): unknown;
}

interface CrawlerConfig {
  startUrls: string[];
  sitemaps: string[];
  exclusionPatterns: string[];
  actions: CrawlerAction[];
  initialIndexSettings: Record<string, { attributesForFaceting: string[] }>;
}

/** Runs the file as the Algolia Crawler editor does, with a Crawler global that records its config. */
function loadConfig(): CrawlerConfig {
  const configs: CrawlerConfig[] = [];
  // A function, not an arrow: the file calls it with `new`.
  const Crawler = function (config: CrawlerConfig) {
    configs.push(config);
  };
  runInNewContext(readFileSync(FILE, 'utf8'), { Crawler });
  const [config] = configs;
  if (!config) throw new Error('the crawler config did not construct a Crawler');
  return config;
}

/** A tiny stand-in for the cheerio `$` the crawler passes to record extractors. */
function fakeCheerio(activeNavbarItem: string) {
  const removed: string[] = [];
  const $ = (selector: string) => ({
    remove: () => removed.push(selector),
    last: () => ({ text: () => (selector.includes('navbar__link--active') ? activeNavbarItem : '') }),
  });
  return { $, removed };
}

describe('Algolia crawler config', () => {
  const config = loadConfig();
  const [action] = config.actions;

  it('crawls the docs site from its root and sitemap into one index', () => {
    expect(config.startUrls).toEqual(['https://docs.gruntwork.io/']);
    expect(config.sitemaps).toEqual(['https://docs.gruntwork.io/sitemap.xml']);
    expect(config.actions).toHaveLength(1);
    expect(action?.indexName).toBe('gruntwork-docs');
    expect(action?.pathsToMatch).toEqual(['https://docs.gruntwork.io/**']);
  });

  it('skips the search page and tag listings', () => {
    expect(config.exclusionPatterns.some((pattern) => pattern.includes('/search'))).toBe(true);
    expect(config.exclusionPatterns.some((pattern) => pattern.includes('/tags'))).toBe(true);
  });

  it('makes the attributes contextual search filters on facetable', () => {
    const settings = config.initialIndexSettings[action?.indexName ?? ''];
    expect(settings?.attributesForFaceting).toEqual(
      expect.arrayContaining(['language', 'version', 'docusaurus_tag']),
    );
  });

  it('extracts DocSearch v3 records from the article body under the navbar section', () => {
    const docsearch = vi.fn(() => []);
    const { $, removed } = fakeCheerio(' Guides ');
    action?.recordExtractor({ $, helpers: { docsearch } });
    expect(removed.join(' ')).toContain('.hash-link');
    expect(docsearch).toHaveBeenCalledWith(
      expect.objectContaining({
        recordVersion: 'v3',
        recordProps: expect.objectContaining({
          lvl0: { selectors: '', defaultValue: 'Guides' },
          lvl2: '.theme-doc-markdown h2',
        }),
      }),
    );
  });

  it('falls back to a generic top level outside the navbar sections', () => {
    const docsearch = vi.fn(() => []);
    action?.recordExtractor({ $: fakeCheerio('').$, helpers: { docsearch } });
    expect(docsearch).toHaveBeenCalledWith(
      expect.objectContaining({
        recordProps: expect.objectContaining({ lvl0: { selectors: '', defaultValue: 'Docs' } }),
      }),
    );
  });
});
