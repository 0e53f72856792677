import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceRewritePlugin } from '../sourceRewrite';

/**
 * Slims the per-route tables that every page loads before it renders, in the browser bundle only (the
 * server render reads them as generated): the registry loses its module paths, and route chunks get
 * short names in the registry and the route chunk table, and so in the runtime's name-to-id map.
 */
export default function leanRouteTables(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  return sourceRewritePlugin(context, {
    name: 'lean-route-tables',
    rewrites: [
      { files: generated('registry.js'), loaderFile: 'registryLoader.cjs' },
      { files: generated('routesChunkNames.json'), loaderFile: 'chunkNamesLoader.cjs' },
    ],
    clientOnly: true,
    // The runtime maps every chunk id to the parts of its file name. Named files made that two maps
    // (id to name, id to hash), each one entry per route chunk of the site; numbered files need one.
    client: { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } },
  });
}
