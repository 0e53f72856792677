import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { catalogDir, generateCatalogPages, writeCatalogPages } from './catalog';

/**
 * Generates the Service Catalog API pages from `catalog/` before the docs plugin reads `docs/`, and again
 * when a module changes under `npm start`. A module that does not parse fails the build with file and line.
 */
export default async function serviceCatalogPlugin(context: LoadContext): Promise<Plugin> {
  const regenerate = async () =>
    writeCatalogPages(context.siteDir, await generateCatalogPages(context.siteDir));
  await regenerate();
  return {
    name: 'service-catalog',
    getPathsToWatch() {
      return [path.join(catalogDir(context.siteDir), '**', '*')];
    },
    async loadContent() {
      await regenerate();
    },
  };
}
