import { leafChunkNames, type RoutesChunkNames } from '../../src/lib/navigation/routeChunks';
import { chunkNamesKey, importedModule, type GeneratedRoute } from '../route-sections/codegen';

/**
 * Layout components whose route chunks every page below them loads together, by the chunk that merges
 * them. Two groups, because tag pages sit under the docs root but not under the doc page layout.
 */
export const LAYOUT_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  // Every docs page and tag page: the docs plugin's root and version layouts, with their data.
  'docs-root': ['@theme/DocsRoot', '@theme/DocVersionRoot'],
  // Every doc page: the sidebar layout and the doc page component, not each page's own content.
  'doc-page': ['@theme/DocRoot', '@theme/DocItem'],
};

/**
 * For each layout group, the route chunk names to merge: those of every route a group's component renders.
 * A layout route's data (its plugin and version props) is shared by the pages below it and merges too; a
 * page route merges only its component, since its content is its own.
 */
export function layoutChunkNames(
  routes: readonly GeneratedRoute[],
  chunkNames: RoutesChunkNames,
  registry: ReadonlyMap<string, string>,
  layouts: Readonly<Record<string, readonly string[]>> = LAYOUT_CHUNKS,
): Map<string, string[]> {
  const groupOf = new Map(
    Object.entries(layouts).flatMap(([group, modules]) => modules.map((module) => [module, group] as const)),
  );
  const names = new Map<string, Set<string>>();
  const rendered = new Set<string>();
  const visit = (list: readonly GeneratedRoute[]) => {
    for (const route of list) {
      const tree = chunkNames[chunkNamesKey(route)] as { __comp?: unknown } | undefined;
      const component = typeof tree?.__comp === 'string' ? tree.__comp : undefined;
      const entry = component === undefined ? undefined : registry.get(component);
      const module = entry === undefined ? undefined : importedModule(entry);
      const group = module === undefined ? undefined : groupOf.get(module);
      if (module !== undefined && group !== undefined && component !== undefined) {
        rendered.add(module);
        const merged = names.get(group) ?? new Set<string>();
        for (const name of route.routes ? leafChunkNames(tree) : [component]) merged.add(name);
        names.set(group, merged);
      }
      if (route.routes) visit(route.routes);
    }
  };
  visit(routes);
  const missing = [...groupOf.keys()].filter((module) => !rendered.has(module));
  if (missing.length > 0) {
    throw new Error(
      `layout-chunks: no route renders ${missing.join(', ')}; the docs plugin's routes changed, so review plugins/layout-chunks`,
    );
  }
  return new Map([...names].map(([group, set]) => [group, [...set].sort()]));
}
