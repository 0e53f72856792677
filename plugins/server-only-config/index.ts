import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { sourceRewritePlugin } from '../sourceRewrite';

/** Keeps the settings only the build reads (the page template, head tags, presets, plugins and Markdown options) out of the site config the browser loads. */
export default function serverOnlyConfig(context: LoadContext): Plugin {
  return sourceRewritePlugin(context, {
    name: 'server-only-config',
    files: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
    loaderFile: 'configLoader.cjs',
    clientOnly: true,
  });
}
