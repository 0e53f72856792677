import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceRewritePlugin } from '../sourceRewrite';

/**
 * The theme-common module whose `useShallowMemoObject` sorts with `localeCompare` (see `loader.cjs`).
 * The package's exports do not list it, so it is found beside the package's main module.
 */
export function shallowMemoModule(siteDir: string): string {
  const resolve = createRequire(path.join(siteDir, 'package.json')).resolve;
  const file = path.join(path.dirname(resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  if (!existsSync(file)) {
    throw new Error(
      `collator-free-memo: ${file} is gone; the theme changed, so review plugins/collator-free-memo`,
    );
  }
  return file;
}

/**
 * Keeps hydration from building an ICU collator it does not need: theme-common's `useShallowMemoObject`
 * orders an object's keys with `localeCompare`, and the first call of it on a page builds the browser's
 * default collator. Each code block's word-wrap observer calls the hook while the page hydrates, and on a
 * phone the doc sidebar's navbar filler calls it right after, so nearly every page paid for the collator.
 */
export default function collatorFreeMemo(context: LoadContext): Plugin {
  return sourceRewritePlugin(context, {
    name: 'collator-free-memo',
    rewrites: [{ files: shallowMemoModule(context.siteDir), loaderFile: 'loader.cjs' }],
  });
}
