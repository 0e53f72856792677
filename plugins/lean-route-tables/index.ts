import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceRewritePlugin } from '../sourceRewrite';

/**
 * Slims the per-route tables that every page loads before it renders: the registry's module paths (see
 * `registryLoader.cjs`; the server bundle keeps them, the server render reads them) and the runtime's
 * chunk-name map. The server bundle is left as generated.
 */
export default function leanRouteTables(context: LoadContext): Plugin {
  return sourceRewritePlugin(context, {
    name: 'lean-route-tables',
    files: path.join(context.generatedFilesDir, 'registry.js'),
    loaderFile: 'registryLoader.cjs',
    clientOnly: true,
    // The runtime maps every chunk id to the parts of its file name. Named files made that two maps
    // (id to name, id to hash), each one entry per route chunk of the site; numbered files need one.
    client: { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } },
  });
}
