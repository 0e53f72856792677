import path from 'node:path';
import { logger } from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  PAGEFIND_FOLDER,
  SEARCH_PAGE_ROUTE,
  SEARCH_PLUGIN_NAME,
  type SearchPluginData,
} from '../../src/lib/search/pluginData';
import { docRoutes, writeSearchIndex } from './indexer';

export interface SearchPluginOptions {
  /** Changes with every build (the build time), so browsers can cache the index entry file. */
  readonly cacheTag: string;
}

/** Validates the options given in docusaurus.config.ts. */
export function parseSearchPluginOptions(options: unknown): SearchPluginOptions {
  const cacheTag = (options as { cacheTag?: unknown } | undefined)?.cacheTag;
  if (typeof cacheTag !== 'string' || cacheTag === '') {
    throw new Error('The search plugin needs a cacheTag option (a value that changes with every build).');
  }
  return { cacheTag };
}

/**
 * Embedded full-text search: indexes every doc page of the production build with Pagefind in
 * postBuild, serves the bundle from /pagefind/, adds the /search page and provides the theme's
 * SearchBar and SearchPage (plugins/search/theme). Not loaded when Algolia DocSearch is configured.
 */
export default function searchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parseSearchPluginOptions(rawOptions);
  const { baseUrl, siteDir } = context;
  let routes: string[] = [];
  return {
    name: SEARCH_PLUGIN_NAME,

    getThemePath() {
      return path.join(siteDir, 'plugins', 'search', 'theme');
    },

    contentLoaded({ actions }) {
      actions.addRoute({
        path: `${baseUrl}${SEARCH_PAGE_ROUTE}`,
        component: '@theme/SearchPage',
        exact: true,
      });
      const data: SearchPluginData = {
        basePath: `${baseUrl}${PAGEFIND_FOLDER}/`,
        // The dev server never runs postBuild, so it has no index; the UI says how to get one.
        indexBuilt: process.env.NODE_ENV === 'production',
        cacheTag: options.cacheTag,
      };
      actions.setGlobalData(data);
    },

    allContentLoaded({ allContent }) {
      routes = docRoutes(allContent);
    },

    async postBuild({ outDir }) {
      const summary = await writeSearchIndex({ outDir, baseUrl, routes, folder: PAGEFIND_FOLDER });
      const kilobytes = (summary.bytes / 1024).toFixed(1);
      logger.info(
        `Search index: ${summary.pages} pages, ${summary.files} files, ${kilobytes} KB in ${path.join(outDir, PAGEFIND_FOLDER)}`,
      );
    },
  };
}
