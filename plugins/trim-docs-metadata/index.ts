import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Strips the doc descriptions from the docs version metadata that every doc page loads first (see
 * `loader.cjs`). Page descriptions for `<meta>` and search are untouched: they live in each doc's own data.
 */
export default function trimDocsMetadata(context: LoadContext): Plugin {
  const generatedDocsData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  return {
    name: 'trim-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.json$/,
              include: generatedDocsData,
              use: [path.join(context.siteDir, 'plugins', 'trim-docs-metadata', 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
