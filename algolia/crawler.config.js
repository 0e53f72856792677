/* global Crawler */
/**
 * Algolia Crawler configuration for the hosted search option (README, "Search"). Paste it into the
 * crawler's editor in the Algolia dashboard, which fills in `appId` and the crawler's own `apiKey`.
 *
 * Keep in step with the site:
 * - SITE_URL is the SITE_URL of the production build; INDEX_NAME is its ALGOLIA_INDEX_NAME.
 * - Records carry the `docsearch:*` meta tags Docusaurus writes on every page (language, version,
 *   docusaurus_tag); the site's `contextualSearch` filters on them, so they must be facets.
 * - Only the article body is indexed, as with the built-in Pagefind index (plugins/search).
 */
const SITE_URL = 'https://docs.gruntwork.io';
const INDEX_NAME = 'gruntwork-docs';

new Crawler({
  appId: '',
  apiKey: '',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE_URL}/`],
  sitemaps: [`${SITE_URL}/sitemap.xml`],
  ignoreCanonicalTo: true,
  // Listing pages repeat what the docs say; the search page would index itself.
  exclusionPatterns: [`${SITE_URL}/search{,/**}`, `${SITE_URL}/tags{,/**}`, `${SITE_URL}/404{,.html}`],
  actions: [
    {
      indexName: INDEX_NAME,
      pathsToMatch: [`${SITE_URL}/**`],
      recordExtractor: ({ $, helpers }) => {
        // Heading anchors end in a zero-width space; admonition labels ("note") are not content.
        $('.hash-link, [class^="admonitionHeading"], .theme-doc-toc-mobile, .theme-doc-breadcrumbs').remove();
        // The top level of a result is the navbar section the page belongs to (Intro, Guides, ...).
        const section = $('.navbar__item.navbar__link--active').last().text().trim() || 'Docs';
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: section },
            lvl1: ['.theme-doc-markdown header h1', 'article h1'],
            lvl2: '.theme-doc-markdown h2',
            lvl3: '.theme-doc-markdown h3',
            lvl4: '.theme-doc-markdown h4',
            lvl5: '.theme-doc-markdown h5',
            lvl6: '.theme-doc-markdown h6',
            content: [
              '.theme-doc-markdown p, .theme-doc-markdown li, .theme-doc-markdown td, .theme-doc-markdown pre',
            ],
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [INDEX_NAME]: {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
