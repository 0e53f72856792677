import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { catalogDir, entriesRoot, generateCatalogPages, writeCatalogPages } from './catalog';

export interface ServiceCatalogOptions {
  readonly id?: string;
  /** A checkout of the module repository to read the Terraform interfaces from (`CATALOG_SOURCE`). */
  readonly catalogSource?: string | undefined;
}

/**
 * Checks the plugin options as Docusaurus hands them over; a non-string source is a configuration mistake
 * worth a clear message.
 */
export function validateOptions({
  options,
}: OptionValidationContext<unknown, ServiceCatalogOptions>): ServiceCatalogOptions {
  const catalogSource = (options as ServiceCatalogOptions | undefined)?.catalogSource;
  if (catalogSource !== undefined && (typeof catalogSource !== 'string' || !catalogSource.trim())) {
    throw new Error(
      `service-catalog: "catalogSource" must be a directory path or undefined, got ${JSON.stringify(catalogSource)}`,
    );
  }
  // Docusaurus keys a plugin's data by its id, which its own validation would default.
  const id = (options as { id?: unknown } | undefined)?.id;
  return { catalogSource, id: typeof id === 'string' ? id : 'default' };
}

/**
 * Generates the Service Catalog API pages from `catalog/` before the docs plugin reads `docs/` (once, as
 * the plugin starts), and again when a module changes under `npm start`. A module that does not parse
 * fails the build with file and line.
 */
export default async function serviceCatalogPlugin(
  context: LoadContext,
  validated: unknown,
): Promise<Plugin> {
  // Docusaurus passes the options through validateOptions first.
  const options = validated as ServiceCatalogOptions;
  const regenerate = async () =>
    writeCatalogPages(context.siteDir, await generateCatalogPages(context.siteDir, options.catalogSource));
  await regenerate();
  // The pages were just written; parsing every module again in the first loadContent() cost 2 s a build.
  let pagesAreFresh = true;
  const watched = [path.join(catalogDir(context.siteDir), '**', '*')];
  if (options.catalogSource) watched.push(path.join(path.resolve(options.catalogSource), '**', '*.tf'));
  return {
    name: 'service-catalog',
    configureWebpack(_config, isServer, { currentBundler }) {
      const source = isServer ? 'entriesSource.server.ts' : 'entriesSource.ts';
      const { DefinePlugin } = currentBundler.instance;
      return {
        plugins: isServer
          ? [new DefinePlugin({ SERVICE_CATALOG_ENTRIES_DIR: JSON.stringify(entriesRoot(context.siteDir)) })]
          : [],
        resolve: {
          alias: {
            '@reference-entries/source$': path.join(
              context.siteDir,
              'plugins',
              'service-catalog',
              'client',
              source,
            ),
          },
        },
      };
    },
    getPathsToWatch() {
      return watched;
    },
    async loadContent() {
      if (pagesAreFresh) {
        pagesAreFresh = false;
        return;
      }
      await regenerate();
    },
  };
}
