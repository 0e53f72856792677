import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Slims the per-route tables that every page loads before it renders: the registry's module paths (see
 * `registryLoader.cjs`; the server bundle keeps them, the server render reads them) and the runtime's
 * chunk-name map. The server bundle is left as generated.
 */
export default function leanRouteTables(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const loader = path.join(context.siteDir, 'plugins', 'lean-route-tables', 'registryLoader.cjs');
  return {
    name: 'lean-route-tables',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: registry, enforce: 'pre' as const, use: [loader] }] },
        // The runtime maps every chunk id to the parts of its file name. Named files made that two maps
        // (id to name, id to hash), each one entry per route chunk of the site; numbered files need one.
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
      };
    },
  };
}
