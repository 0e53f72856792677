import type { LoadContext, Plugin } from '@docusaurus/types';
import { readGeneratedTables, readRegistry, readRoutes } from '../route-sections/codegen';
import { PAGE_PRISM_MODULES } from '../lean-prism';
import { layoutChunkNames } from './groups';

/**
 * Modules every doc page's content chunk imports, and the doc page chunk too: MDX's component provider
 * and the module that asks for Prism (plugins/lean-prism). Small, so the bundler copies them into every
 * content chunk; they go to the doc page chunk instead.
 */
export const DOC_CONTENT_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/]@mdx-js[\\\\/]react[\\\\/]|${PAGE_PRISM_MODULES.source}`,
);

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
      const tables = readGeneratedTables(context.generatedFilesDir);
      const groups = layoutChunkNames(
        readRoutes(tables.routes),
        tables.chunkNames,
        readRegistry(tables.registry),
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
