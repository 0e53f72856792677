import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import remarkPrismImport from './remarkPrismImport';

/**
 * Points the theme's imports of `prism-react-renderer` at a thin replacement built on Prism's core, so
 * only the languages listed in `prism.additionalLanguages` reach the browser, and drops the theme's client
 * module that loaded Prism into the main bundle on every page: pages with code load it themselves
 * through {@link prismRemarkPlugin}.
 */
export default function leanPrism(context: LoadContext): Plugin {
  const clientDir = path.join(context.siteDir, 'plugins', 'lean-prism', 'client');
  const themeClientModule = createRequire(path.join(context.siteDir, 'package.json')).resolve(
    '@docusaurus/theme-classic/lib/prism-include-languages.js',
  );
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(clientDir, 'prismReactRenderer.ts'),
            [themeClientModule]: path.join(clientDir, 'noClientModule.ts'),
          },
        },
      };
    },
  };
}

/** The remark plugin entry for the docs and pages presets: `[plugin, options]`. */
export const prismRemarkPlugin = [
  remarkPrismImport,
  { modulePath: '@site/plugins/lean-prism/client/registerPrism' },
] as const;
