import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { RoutesChunkNames } from '../../src/lib/navigation/routeChunks';
import { readRegistry, readRoutes } from '../route-sections/codegen';
import { layoutChunkNames } from './groups';

/**
 * Modules every doc page's content chunk imports, and the doc page chunk too: MDX's component provider
 * and the module that asks for Prism (plugins/lean-prism). Small, so the bundler copies them into every
 * content chunk; they go to the doc page chunk instead.
 */
export const DOC_CONTENT_MODULES =
  /[\\/](node_modules[\\/]@mdx-js[\\/]react[\\/]|plugins[\\/]lean-prism[\\/]client[\\/](prismRegistry|loadPrism|requestPrismAfterHydration)\.ts$)/;

interface NamedChunk {
  readonly name?: string | null;
}

interface CacheGroup {
  readonly name: string;
  readonly test?: RegExp;
  readonly chunks: 'async' | ((chunk: NamedChunk) => boolean);
  readonly enforce: true;
  readonly priority: number;
}

/**
 * Bundles each group of layout route chunks (`groups.ts`) as one chunk in the browser build. Docusaurus
 * gives every route component its own chunk, and the bundler's vendor rule splits the theme's part of
 * the doc page and sidebar layouts into two more: a doc page fetched eight chunks before its own content,
 * and each compressed on its own. Merged, the same code is two files and 2.4 KB less gzip on every doc
 * page. The chunks' names go with them, so a prefetch by name skips them (plugins/route-loading); the
 * pages' preloads come from chunk groups and list the merged chunks (plugins/route-sections).
 */
export default function layoutChunks(context: LoadContext): Plugin {
  return {
    name: 'layout-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const generated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
      const groups = layoutChunkNames(
        readRoutes(generated('routes.js')),
        JSON.parse(generated('routesChunkNames.json')) as RoutesChunkNames,
        readRegistry(generated('registry.js')),
      );
      // Above the bundler's vendor rule, below Docusaurus's CSS and common chunks and Prism's.
      const priority = 30;
      const cacheGroups: Record<string, CacheGroup> = {
        'layout-doc-content': {
          name: 'doc-page',
          test: DOC_CONTENT_MODULES,
          chunks: 'async',
          enforce: true,
          priority,
        },
      };
      for (const [group, names] of groups) {
        const members = new Set(names);
        cacheGroups[`layout-${group}`] = {
          name: group,
          chunks: (chunk) => members.has(chunk.name ?? ''),
          enforce: true,
          priority,
        };
      }
      return { optimization: { splitChunks: { cacheGroups } } };
    },
  };
}
