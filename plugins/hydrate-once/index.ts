import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceRewritePlugin } from '../sourceRewrite';

/** The theme components that remount their content once hydration ends (see `loader.cjs`). */
export const REMOUNTING_THEME_MODULES = [
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
  '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
] as const;

/**
 * Keeps the code blocks and tabs that React hydrated instead of rebuilding them after hydration.
 * The theme remounts them for two reasons this site no longer has: code colours that differ between
 * light and dark mode in the server markup (this site's Prism theme is CSS variables, the same markup in
 * both modes: `src/lib/codeThemes.ts`), and tabs whose stored choice the server could not know (the
 * tabs now apply it in a layout effect after hydration, facebook/docusaurus#5653).
 */
export default function hydrateOnce(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as { prism?: { theme?: unknown; darkTheme?: unknown } })
    .prism;
  if (prism?.darkTheme !== undefined) {
    // The theme keys code blocks on hydration to paint the dark colours the server could not know. Even an
    // equal theme is a second object once the config reaches the browser, so dark mode renders code again.
    throw new Error(
      'hydrate-once: themeConfig.prism.darkTheme is set, so code blocks need the re-render this plugin ' +
        'removes; use one theme of CSS variables (src/lib/codeThemes.ts) without darkTheme, or remove ' +
        'hydrate-once from docusaurus.config.ts',
    );
  }
  const resolve = createRequire(path.join(context.siteDir, 'package.json')).resolve;
  return sourceRewritePlugin(context, {
    name: 'hydrate-once',
    rewrites: [
      { files: REMOUNTING_THEME_MODULES.map((module) => resolve(module)), loaderFile: 'loader.cjs' },
    ],
  });
}
