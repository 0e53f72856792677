import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { SectionSizes } from '../../src/lib/navigation/routeSections';
import { generatedFileReader, readGeneratedTables, splitRouteTables } from './codegen';
import type { WebpackPluginInstance } from 'webpack';
import { chunkTablesPlugin, withoutChunkAssetPlugin } from './chunkTablesPlugin';
import {
  addScriptPreloads,
  chunkGroupFiles,
  pageScripts,
  type ChunkGroupFiles,
  type PageScriptsInput,
} from './preloads';

/**
 * Section sizes: a part of a guide (its concepts, its design, its walkthrough) or a reference category,
 * 5–20 pages, is one section. A page loads its section before it renders, so smaller sections cost each
 * page less: with 40-page sections the largest reference page loaded 1.8 KB gzip more. Smaller groups
 * join the enclosing prefix; the few pages left at the top stay in the main bundle, as does the list of
 * sections (about 15 bytes gzip each).
 */
export const SECTION_SIZES: SectionSizes = { maxRoutes: 20, minRoutes: 5 };

/** The generated tables the browser bundle gets in planned form. */
export const PLANNED_TABLES = [
  'routes.js',
  'routesChunkNames.json',
  'registry.js',
  'globalData.json',
] as const;

/**
 * The doc ids the navbar's `doc` items name, in dropdowns too. The theme looks them up in the docs plugin's
 * global data on every page (`useLayoutDoc`), so their entries stay in the main bundle.
 */
export function navbarDocIds(navbar: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items as { type?: unknown; docId?: unknown; items?: unknown }[]) {
      if (item.type === 'doc' && typeof item.docId === 'string') ids.add(item.docId);
      visit(item.items);
    }
  };
  visit((navbar as { items?: unknown } | undefined)?.items);
  return ids;
}

/**
 * Keeps the route tables every page loads first from growing with every page (facebook/docusaurus#7256).
 * In the production browser bundle, each page route below the top level moves, with its chunk names, the
 * registry entries only it uses and its doc's global data entry, into a section chunk by path prefix
 * (`codegen.ts`). A sidebar that only one section's pages show moves there too, out of the docs version
 * data every doc page loads first (`sectionSidebars.cjs`). The route loader
 * (plugins/route-loading) installs a path's section before Docusaurus matches the path: before the first
 * render, before a navigation renders, and before a link in view is prefetched. The server render and the
 * dev server keep the generated tables; `@route-sections` is then a loader with nothing to load.
 * After the build, each page's HTML preloads its route chunks and its section (`preloads.ts`): the
 * browser would otherwise learn of them only from the main bundle, one round trip after another.
 */
export default function routeSections(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'route-sections');
  const noSections = path.join(context.siteDir, 'plugins', 'route-sections', 'client', 'noSections.ts');
  const loader = path.join(context.siteDir, 'plugins', 'route-sections', 'plannedTable.cjs');
  const sidebarsLoader = path.join(context.siteDir, 'plugins', 'route-sections', 'sectionSidebars.cjs');
  let pages: Omit<PageScriptsInput, 'files'> | undefined;
  let chunkGroups: ChunkGroupFiles | undefined;
  return {
    name: 'route-sections',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return { resolve: { alias: { '@route-sections': noSections } } };
      }
      const generated = generatedFileReader(context.generatedFilesDir);
      const tables = readGeneratedTables(context.generatedFilesDir);
      const { files, sections, sectionSidebars, sectionChunkOfPage, routes, chunkNamesByOwner } =
        splitRouteTables(tables, SECTION_SIZES, {
          keepDocIds: navbarDocIds(context.siteConfig.themeConfig.navbar),
          readModuleJson: (modulePath) =>
            JSON.parse(generated(modulePath.replace(/^@generated\//, ''))) as unknown,
        });
      // The section modules and their loader are imported by path; the planned tables go through the loader.
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      for (const [file, content] of files) {
        if (!(PLANNED_TABLES as readonly string[]).includes(file))
          writeFileSync(path.join(outDir, file), content);
      }
      const moved = [...sections.values()].reduce((sum, count) => sum + count, 0);
      logger.info(`Route sections: ${moved} pages in ${sections.size} sections.`);
      pages = { routes, chunkNames: tables.chunkNames, sectionChunkOfPage };
      // Docusaurus's config is handed over to be changed: its chunk table gives way to the sections' own.
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {
        plugins: [
          // Rspack's compiler, typed by the parts the plugin uses.
          chunkTablesPlugin(chunkNamesByOwner) as unknown as WebpackPluginInstance,
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tap('route-sections', (stats) => {
                chunkGroups = chunkGroupFiles(stats.toJson({ all: false, chunkGroups: true }));
              });
            },
          },
        ],
        resolve: { alias: { '@route-sections': path.join(outDir, 'index.js') } },
        module: {
          rules: [
            ...PLANNED_TABLES.map((file) => ({
              test: path.join(context.generatedFilesDir, file),
              enforce: 'pre' as const,
              use: [{ loader, options: { content: files.get(file) } }],
            })),
            ...[...sectionSidebars].map(([modulePath, drop]) => ({
              test: path.join(context.generatedFilesDir, modulePath.replace(/^@generated\//, '')),
              use: [{ loader: sidebarsLoader, options: { drop } }],
            })),
          ],
        },
      };
    },
    async postBuild({ outDir, routesPaths, baseUrl }) {
      if (!pages) return;
      if (!chunkGroups || chunkGroups.size === 0) {
        throw new Error('route-sections: the browser build reported no named chunk groups');
      }
      const input = { ...pages, files: chunkGroups };
      let preloaded = 0;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const file = htmlFileOf(outDir, routePath);
          const scripts = pageScripts(routePath, input);
          if (!file || scripts.length === 0) return;
          const html = await readFile(file, 'utf8');
          const hrefs = scripts.map((script) => `${baseUrl}${script}`);
          // Renamed into place: other plugins' postBuild (the search index) read the pages meanwhile.
          const temporary = `${file}.route-sections`;
          await writeFile(temporary, addScriptPreloads(html, hrefs, routePath));
          await rename(temporary, file);
          preloaded += 1;
        }),
      );
      logger.info(`Route sections: ${preloaded} pages preload their route chunks.`);
    },
  };
}

interface StatsCompiler {
  hooks: {
    done: {
      tap(
        name: string,
        callback: (stats: {
          toJson(options: Record<string, boolean>): Parameters<typeof chunkGroupFiles>[0];
        }) => void,
      ): void;
    };
  };
}

/** The HTML file Docusaurus wrote for a route: `<path>/index.html`, or `<path>.html` for file-like paths. */
function htmlFileOf(outDir: string, routePath: string): string | undefined {
  const candidates = [path.join(outDir, routePath, 'index.html'), path.join(outDir, routePath)];
  return candidates.find((candidate) => candidate.endsWith('.html') && existsSync(candidate));
}
