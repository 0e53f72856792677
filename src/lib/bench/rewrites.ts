/**
 * The code that changes how Docusaurus builds or loads the site, features excluded: each piece leans on
 * framework internals, so each is upgrade work. Issue 24 caps it; `tests/unit/site/rewrites.test.ts`
 * counts it and fails when a plugin or swizzle is added without being listed here or in FEATURES.
 */
export const REWRITE_LINE_LIMIT = 1200;

/** Files and folders (every file below them counts) of the rewrites. */
export const FRAMEWORK_REWRITES: readonly string[] = [
  'plugins/sourceRewrite.ts',
  'plugins/collator-free-memo',
  'plugins/compile-hints',
  'plugins/hydrate-once',
  'plugins/inline-postcss',
  'plugins/lean-prism',
  'plugins/lean-route-tables',
  'plugins/lean-tslib',
  'plugins/trim-docs-metadata',
  // route-loading's own mechanism and its prefetch stand-in; the progress bar and Retry are SPEC features.
  'plugins/route-loading/index.ts',
  'plugins/route-loading/client/docusaurus.ts',
  'plugins/route-loading/client/requestIdle.ts',
  'plugins/route-loading/client/whenHydrated.ts',
  'src/lib/navigation/routeChunks.ts',
  'src/lib/prism',
  'src/components/OnDemand',
  'src/theme/CodeBlock',
  'src/theme/ContentVisibility',
  'src/theme/DocVersionBadge',
  'src/theme/DocVersionBanner',
  'src/theme/LastUpdated',
  'src/theme/Navbar/MobileSidebar',
  'src/theme/NavbarItem/ComponentTypes.tsx',
];

/** Plugins and theme overrides that are features of the site (and the READMEs beside them), not rewrites. */
export const FEATURES: readonly string[] = [
  'plugins/image-zoom',
  'plugins/README.md',
  'plugins/search',
  'plugins/service-catalog',
  'plugins/route-loading/client/progressBar.ts',
  'plugins/route-loading/client/preloadWithRetry.ts',
  'plugins/route-loading/client/routeLoadFailures.ts',
  'src/theme/AnnouncementBar',
  'src/theme/MDXComponents.tsx',
  'src/theme/NotFound',
  'src/theme/Root.tsx',
  'src/theme/README.md',
];
