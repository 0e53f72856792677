import { availableParallelism } from 'node:os';
import type { Config, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { BRAND, KEY_DOCS, KEY_ROUTES } from './src/lib/brand';
import { codeTheme } from './src/lib/codeThemes';
import { readBuildEnv } from './src/lib/config/buildEnv';
import { bodyFontHeadTags } from './src/lib/config/bodyFont';
import { fasterConfig } from './src/lib/config/faster';
import { readSearchSettings, searchSiteConfig } from './src/lib/config/search';
import collatorFreeMemo from './plugins/collator-free-memo';
import compileHints from './plugins/compile-hints';
import hydrateOnce from './plugins/hydrate-once';
import leanRouteTables from './plugins/lean-route-tables';
import serviceCatalog, { type ServiceCatalogOptions } from './plugins/service-catalog';
import leanPrism, { prismRemarkPlugin } from './plugins/lean-prism';
import imageZoom, { type ImageZoomOptions } from './plugins/image-zoom';
import inlinePostCss from './plugins/inline-postcss';
import trimDocsMetadata from './plugins/trim-docs-metadata';
import leanTslib from './plugins/lean-tslib';
import routeLoading from './plugins/route-loading';
import searchPlugin, { type SearchPluginOptions } from './plugins/search';

// Every environment switch is read once, validated, and documented in the README.
const env = readBuildEnv(process.env);

// Embedded Pagefind search unless the three ALGOLIA_* variables select hosted DocSearch (README).
const search = searchSiteConfig(readSearchSettings(process.env), [
  BRAND.knowledgeBaseUrl,
  BRAND.devPortalUrl,
]);

// Off by default: readers get the light theme until they pick one (SPEC §4).
const FOLLOW_SYSTEM_COLOR_MODE = false;

// Bump the id whenever the text changes so readers who closed the old bar see the new one.
const ANNOUNCEMENT = {
  id: 'intro-course-2026-11',
  content: `New to ${BRAND.companyName}? Follow the <a href="${KEY_ROUTES.intro}">intro course path</a> from first login to a tested deployment.`,
} as const;

const BASE_URL = '/';

const config: Config = {
  title: BRAND.siteTitle,
  tagline: BRAND.tagline,
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: BASE_URL,
  organizationName: BRAND.organizationName,
  projectName: BRAND.projectName,
  // Routes are written without a trailing slash and emitted as <route>/index.html: see README "Deployment".
  trailingSlash: undefined,

  headTags: [...bodyFontHeadTags(BASE_URL), ...search.headTags],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
    // Keep `## Heading {#stable-id}` working in MDX (future.v4 turns it off): FAQ anchors depend on it.
    mdx1Compat: { headingIds: true, comments: false, admonitions: false },
  },

  future: {
    v4: true,
    faster: fasterConfig({
      persistentCache: env.buildCache,
      cpuCount: availableParallelism(),
    }),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en-US' } },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${BRAND.docsRepoUrl}/edit/main/`,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          remarkPlugins: [prismRemarkPlugin],
        },
        pages: { remarkPlugins: [prismRemarkPlugin] },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/code.css'] },
        gtag: env.gtagTrackingId ? { trackingID: env.gtagTrackingId, anonymizeIP: true } : undefined,
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      imageZoom,
      {
        selector: '.markdown img',
        background: { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 27, 29)' },
        margin: 0,
        scrollOffset: 40,
        delayMs: 1000,
      } satisfies ImageZoomOptions,
    ],
    hydrateOnce,
    collatorFreeMemo,
    compileHints,
    leanRouteTables,
    [serviceCatalog, { catalogSource: env.catalogSource } satisfies ServiceCatalogOptions],
    leanPrism,
    trimDocsMetadata,
    leanTslib,
    routeLoading,
    inlinePostCss,
    [
      '@docusaurus/plugin-client-redirects',
      {
        // One reading of the spec spells these slugs the way Docusaurus would kebab-case them.
        redirects: [
          { from: '/tags/ec-2', to: '/tags/ec2' },
          { from: '/tags/s-3', to: '/tags/s3' },
        ],
      } satisfies ClientRedirectsOptions,
    ],
    ...(search.useEmbeddedSearch
      ? [[searchPlugin, { cacheTag: env.buildTime } satisfies SearchPluginOptions] satisfies PluginConfig]
      : []),
    // Bundle analysis on demand (RSDOCTOR=true npm run build), as the Docusaurus website does it.
    ...(env.rsdoctor ? ['@docusaurus/plugin-rsdoctor'] : []),
  ],

  themeConfig: {
    metadata: [
      { name: 'buildVersion', content: env.buildVersion },
      { name: 'buildTime', content: env.buildTime },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: FOLLOW_SYSTEM_COLOR_MODE,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: ANNOUNCEMENT.content,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    ...(search.algolia ? { algolia: search.algolia } : {}),
    navbar: {
      title: BRAND.companyName,
      hideOnScroll: true,
      logo: {
        alt: `${BRAND.companyName} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        { type: 'doc', docId: KEY_DOCS.main, label: 'Intro', position: 'left' },
        { type: 'doc', docId: KEY_DOCS.guides, label: 'Guides', position: 'left' },
        {
          type: 'doc',
          docId: KEY_DOCS.serviceCatalog,
          label: 'Service Catalog API',
          position: 'left',
        },
        { type: 'doc', docId: KEY_DOCS.courses, label: 'Courses', position: 'left' },
        { href: BRAND.knowledgeBaseUrl, label: 'Knowledge Base', position: 'left' },
        { type: 'doc', docId: KEY_DOCS.support, label: 'Support', position: 'left' },
        { href: BRAND.devPortalUrl, label: 'Sign In', position: 'right' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [
            { href: BRAND.knowledgeBaseUrl, label: 'Knowledge Base' },
            { to: KEY_ROUTES.support, label: 'Support' },
            { href: BRAND.devPortalUrl, label: 'Sign In' },
          ],
        },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Company',
          items: [
            { label: `About ${BRAND.companyName}`, href: BRAND.websiteUrl },
            { label: 'Blog', href: BRAND.blogUrl },
            { label: 'Developer portal', href: BRAND.devPortalUrl },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Knowledge Base', href: BRAND.knowledgeBaseUrl },
            { label: 'Terragrunt', href: BRAND.terragruntUrl },
            { label: 'Terratest', href: BRAND.terratestUrl },
            { label: 'cloud-nuke', href: BRAND.cloudNukeUrl },
          ],
        },
        {
          title: 'Resources',
          items: [
            { label: 'Intro course path', to: KEY_ROUTES.intro },
            { label: 'Guides', to: KEY_ROUTES.guides },
            { label: 'Service Catalog API', to: KEY_ROUTES.serviceCatalog },
            { label: 'FAQ', to: KEY_ROUTES.faq },
            { label: 'Tags', to: KEY_ROUTES.tags },
          ],
        },
        {
          title: 'Legal',
          items: [
            { label: 'Terms of service', href: BRAND.termsUrl },
            { label: 'Privacy policy', href: BRAND.privacyUrl },
            { label: 'Security', href: `mailto:${BRAND.securityEmail}` },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${BRAND.legalName}`,
    },
    prism: {
      // One theme of CSS variables for both colour modes, so no darkTheme: a second theme object would make
      // every code block render again in dark mode (plugins/hydrate-once).
      theme: codeTheme,
      // Only these reach the browser (see plugins/lean-prism); clike must precede go, which extends it.
      additionalLanguages: ['clike', 'hcl', 'bash', 'json', 'yaml', 'go', 'docker'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
