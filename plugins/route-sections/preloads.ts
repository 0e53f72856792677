import { matchRoutes, type RouteConfig } from 'react-router-config';
import { AFTER_PAINT_PRELOADS_ID } from '../../src/lib/config/paintFirstTemplate';
import { leafChunkNames, type RoutesChunkNames } from '../../src/lib/navigation/routeChunks';
import { chunkNamesKey, type GeneratedRoute } from './codegen';

/** The JS files of each named chunk group (a chunk and the chunks split off it), from the bundler stats. */
export type ChunkGroupFiles = ReadonlyMap<string, readonly string[]>;

interface StatsChunkGroups {
  readonly namedChunkGroups?: Readonly<
    Record<string, { readonly assets?: readonly (string | { name: string })[] }>
  >;
}

export function chunkGroupFiles(stats: StatsChunkGroups): Map<string, string[]> {
  return new Map(
    Object.entries(stats.namedChunkGroups ?? {}).map(([name, group]) => [
      name,
      (group.assets ?? [])
        .map((asset) => (typeof asset === 'string' ? asset : asset.name))
        .filter((file) => file.endsWith('.js')),
    ]),
  );
}

export interface PageScriptsInput {
  /** The generated (server) routes, every page in them. */
  readonly routes: readonly GeneratedRoute[];
  readonly chunkNames: RoutesChunkNames;
  readonly sectionChunkOfPage: ReadonlyMap<string, string>;
  readonly files: ChunkGroupFiles;
}

/**
 * The JS files a page loads before it renders, besides the main bundle: the chunks of every route that
 * matches its path (layouts, version data, component, content) and, for a page in a section, the
 * section's chunk. The browser learns of them only once the main bundle has run, one round trip after
 * another; listed in the HTML, they load beside it.
 */
export function pageScripts(routePath: string, input: PageScriptsInput): string[] {
  const matched = matchRoutes(input.routes as unknown as RouteConfig[], routePath).map(
    ({ route }) => route as unknown as GeneratedRoute,
  );
  const names = matched.flatMap((route) => leafChunkNames(input.chunkNames[chunkNamesKey(route)]));
  const page = matched.at(-1)?.path;
  const section = page === undefined ? undefined : input.sectionChunkOfPage.get(page);
  if (section !== undefined) names.push(section);
  return [...new Set(names.flatMap((name) => input.files.get(name) ?? []))];
}

/** The main bundle's preload link, as the page template (src/lib/config/paintFirstTemplate.ts) writes it. */
const MAIN_PRELOAD = /<link rel="?preload"? href="?[^"\s>]*\/main\.[\da-f]+\.js"?[^>]*>/;

/**
 * Adds the scripts as preload links in the template the page's script loader puts into <head> after the
 * first paint (see AFTER_PAINT_PRELOADS_ID): they load beside the main bundle and, like it, leave the
 * first paint alone. In <head> from the start they slowed Lighthouse's largest paint by 0.3–0.6 s.
 * Placed after the main bundle's preload; throws if the page has none.
 */
export function addScriptPreloads(html: string, hrefs: readonly string[], page: string): string {
  const main = MAIN_PRELOAD.exec(html);
  if (!main) throw new Error(`route-sections: no main bundle preload in ${page}; review the page template`);
  const links = hrefs.map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`);
  const template = `<template id="${AFTER_PAINT_PRELOADS_ID}">${links.join('')}</template>`;
  const end = main.index + main[0].length;
  return `${html.slice(0, end)}${template}${html.slice(end)}`;
}
