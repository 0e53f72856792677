import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where postcss-loader's config search (cosmiconfig, module name "postcss") looks in each folder. */
export const POSTCSS_CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
  'postcss.config.mts',
  'postcss.config.cts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  '.postcssrc.mts',
  '.postcssrc.cts',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.config/postcssrc',
  '.config/postcssrc.json',
  '.config/postcssrc.yaml',
  '.config/postcssrc.yml',
  '.config/postcssrc.js',
  '.config/postcssrc.mjs',
  '.config/postcssrc.cjs',
  '.config/postcssrc.ts',
  '.config/postcssrc.mts',
  '.config/postcssrc.cts',
] as const;

/** The PostCSS config a search from the site folder would find: a config file, or `package.json#postcss`. */
export function findPostCssConfig(siteDir: string): string | undefined {
  const file = POSTCSS_CONFIG_FILES.find((name) => existsSync(path.join(siteDir, name)));
  if (file) return file;
  const packageJson = path.join(siteDir, 'package.json');
  if (!existsSync(packageJson)) return undefined;
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as Record<string, unknown>;
  return 'postcss' in manifest ? 'package.json ("postcss")' : undefined;
}

/**
 * The theme hands postcss-loader its PostCSS plugins inline, and the site has no config file, yet for
 * every CSS file the loader tries `package.json` and each name above in every folder from the file's up to
 * the file-system root: 1.5 s of a cold build's main thread. `config: false` turns the search off. Since a
 * config file added later would be ignored, the plugin refuses to start when there is one.
 */
export default function inlinePostCss(context: LoadContext): Plugin {
  const config = findPostCssConfig(context.siteDir);
  if (config) {
    throw new Error(
      `inline-postcss: ${config} would be ignored, because the build turns postcss-loader's config search off. ` +
        'Add its plugins in a configurePostCss() hook instead (plugins/inline-postcss), or remove that plugin.',
    );
  }
  return {
    name: 'inline-postcss',
    configurePostCss: (options) => ({ ...options, config: false }),
  };
}
