import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import remarkPrismImport from './remarkPrismImport';

/** Prism's core and languages, and the modules that load them for a page with code. */
export const PRISM_MODULES =
  /[\\/](node_modules[\\/]prismjs|lean-prism[\\/]client[\\/](registerPrism|manualPrism)\.ts$|theme[\\/]prism-include-languages)/;

/**
 * What a page with code imports (see {@link prismRemarkPlugin}): Prism itself on the server, which
 * renders the highlighted markup; in the browser, a module that asks for Prism only for pages after the
 * first, since the first page's blocks hydrate from that markup.
 */
export const PAGE_PRISM_MODULE = '@lean-prism/page-prism';

/**
 * Points the theme's imports of `prism-react-renderer` at a thin replacement built on Prism's core, so
 * only the languages listed in `prism.additionalLanguages` reach the browser, and drops the theme's client
 * module that loaded Prism into the main bundle on every page: pages with code load it themselves
 * through {@link prismRemarkPlugin}, in the browser when a later page with code is on its way.
 */
export default function leanPrism(context: LoadContext): Plugin {
  const clientDir = path.join(context.siteDir, 'plugins', 'lean-prism', 'client');
  const resolve = createRequire(path.join(context.siteDir, 'package.json')).resolve;
  const themeClientModule = resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  const { additionalLanguages = [] } =
    (context.siteConfig.themeConfig as { prism?: { additionalLanguages?: string[] } }).prism ?? {};
  // The theme requires Prism's templating helper for PHP only, but statically, so every page with code
  // downloaded it; without PHP it is left out.
  const unusedHelpers = additionalLanguages.includes('php')
    ? {}
    : {
        [resolve('prismjs/components/prism-markup-templating.js')]: path.join(clientDir, 'noClientModule.ts'),
      };
  // Once most pages show code, Docusaurus's "common" chunk (modules used by half the pages) would swallow
  // Prism and ship it to every page, with or without code. Prism keeps a chunk of its own.
  const prismChunk = {
    test: PRISM_MODULES,
    name: 'prism',
    chunks: 'async',
    enforce: true,
    priority: 45,
  } as const;
  return {
    name: 'lean-prism',
    configureWebpack(_config, isServer) {
      return {
        ...(isServer ? {} : { optimization: { splitChunks: { cacheGroups: { prism: prismChunk } } } }),
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(clientDir, 'prismReactRenderer.ts'),
            [`${PAGE_PRISM_MODULE}$`]: path.join(
              clientDir,
              isServer ? 'registerPrism.ts' : 'requestPrismForLaterPages.ts',
            ),
            [themeClientModule]: path.join(clientDir, 'noClientModule.ts'),
            ...unusedHelpers,
          },
        },
      };
    },
  };
}

/** The remark plugin entry for the docs and pages presets: `[plugin, options]`. */
export const prismRemarkPlugin = [remarkPrismImport, { modulePath: PAGE_PRISM_MODULE }] as const;
