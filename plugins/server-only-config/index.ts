import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Keeps the page template, which only the build reads, out of the site config the browser loads. */
export default function serverOnlyConfig(context: LoadContext): Plugin {
  const configModule = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  const loader = path.join(context.siteDir, 'plugins', 'server-only-config', 'configLoader.cjs');
  return {
    name: 'server-only-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: [{ test: configModule, enforce: 'pre' as const, use: [loader] }] } };
    },
  };
}
