import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Keeps docusaurus-plugin-image-zoom (and its medium-zoom settings) but loads medium-zoom only on pages
 * with images: the plugin's `import mediumZoom from 'medium-zoom'` resolves to a lazy stand-in.
 */
export default function lazyImageZoom(context: LoadContext): Plugin {
  const replacement = path.join(context.siteDir, 'plugins', 'lazy-image-zoom', 'client', 'lazyMediumZoom.ts');
  return {
    name: 'lazy-image-zoom',
    configureWebpack() {
      return { resolve: { alias: { 'medium-zoom$': replacement } } };
    },
  };
}
