/**
 * Route sections: the per-page entries of Docusaurus's route tables (routes, their chunk names, the
 * registry's loaders, the docs plugin's global list of docs and where their chunks are) split by path
 * prefix into chunks that a page loads before it renders, so that the bundle every page loads first no
 * longer grows with every page of the site (facebook/docusaurus#7256). The planning runs at build time
 * (plugins/route-sections); the loader runs in the browser.
 */

/** The part of a react-router-config route that sections read and write. */
export interface SectionRoute {
  readonly path?: string;
  readonly exact?: boolean;
  routes?: SectionRoute[];
  /** react-router-config keys a route's element by this, or else by its index in the list. */
  key?: string;
}

/** A path's segments as the router compares them: case-insensitive, empty segments ignored. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

export interface SectionSizes {
  /** A prefix with more routes than this is split by its next segment. */
  readonly maxRoutes: number;
  /** Fewer routes than this stay with the enclosing prefix, or in the main bundle at the top. */
  readonly minRoutes: number;
}

interface PrefixNode {
  readonly own: string[];
  readonly children: Map<string, PrefixNode>;
}

function emptyNode(): PrefixNode {
  return { own: [], children: new Map() };
}

function routeCount(node: PrefixNode): number {
  return [...node.children.values()].reduce((sum, child) => sum + routeCount(child), node.own.length);
}

function allPaths(node: PrefixNode): string[] {
  return [...node.own, ...[...node.children.values()].flatMap(allPaths)];
}

/**
 * Groups route paths into sections keyed by a path prefix (segments joined by `/`). A prefix with at most
 * `maxRoutes` routes below it is one candidate; a larger one, and the root, is split by its next segment. A
 * candidate becomes a section if it has at least `minRoutes` routes; smaller ones join the enclosing
 * prefix. Paths left over at the top belong to no section (they stay in the main bundle). Every path
 * under a section's prefix is in that section or in a section of a longer prefix, so `sectionOf` finds it.
 */
export function planRouteSections(paths: readonly string[], sizes: SectionSizes): Map<string, string[]> {
  if (sizes.minRoutes < 1 || sizes.maxRoutes < sizes.minRoutes) {
    throw new Error(`route sections: invalid sizes ${JSON.stringify(sizes)}`);
  }
  const root = emptyNode();
  for (const routePath of paths) {
    let node = root;
    for (const segment of pathSegments(routePath)) {
      let child = node.children.get(segment);
      if (!child) {
        child = emptyNode();
        node.children.set(segment, child);
      }
      node = child;
    }
    node.own.push(routePath);
  }
  const sections = new Map<string, string[]>();
  // Returns the paths below node that no section took.
  const assign = (node: PrefixNode, prefix: string[]): string[] => {
    const pending =
      prefix.length > 0 && routeCount(node) <= sizes.maxRoutes
        ? allPaths(node)
        : [
            ...node.own,
            ...[...node.children].flatMap(([segment, child]) => assign(child, [...prefix, segment])),
          ];
    if (prefix.length > 0 && pending.length >= sizes.minRoutes) {
      sections.set(prefix.join('/'), pending);
      return [];
    }
    return pending;
  };
  assign(root, []);
  return sections;
}

/** The section a pathname belongs to: the longest section prefix of its segments. */
export function sectionOf(pathname: string, sectionKeys: ReadonlySet<string>): string | undefined {
  const segments = pathSegments(pathname);
  for (let length = segments.length; length > 0; length -= 1) {
    const key = segments.slice(0, length).join('/');
    if (sectionKeys.has(key)) return key;
  }
  return undefined;
}

/** One route of a section and where it goes: the parent list (index into `parents`) and its original index. */
export type PlacedRoute = readonly [parent: number, order: number, route: SectionRoute];

/** A doc's entry in the docs plugin's global data, with the plugin instance and version index it is in. */
export type PlacedDoc = readonly [plugin: string, version: number, doc: unknown];

/** Route chunk name to the bundler's chunk id, and chunk id to file, as `plugins/route-sections` writes them. */
export interface ChunkTable {
  readonly ids: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, string>>;
}

/** A section chunk's exports. */
export interface SectionModule {
  readonly chunkNames: Readonly<Record<string, unknown>>;
  readonly registry: Readonly<Record<string, unknown>>;
  /** The section's entries of the docs plugin's global data (it finds the current doc by path in them). */
  readonly docs: readonly PlacedDoc[];
  /** Sidebars only this section's pages show: the registry chunk of their docs version data, name, items. */
  readonly sidebars: readonly (readonly [versionChunk: string, name: string, items: unknown])[];
  /**
   * Where the section's route chunks are: the bundler's chunk id by chunk name (for prefetching), and
   * the file of each chunk that only the section's routes load (the runtime does not list those).
   */
  readonly chunks: ChunkTable;
  /** Creates the routes; called once the chunk names and registry entries are in place. */
  routes(): readonly PlacedRoute[];
}

/** A route list that lost routes to sections. */
export interface SectionParent {
  /** Indexes from the top-level routes down to the route whose `routes` list this is. */
  readonly at: readonly number[];
  /** The original index of each route still in the list, in list order. */
  readonly order: readonly number[];
}

export interface SectionTables {
  readonly routes: SectionRoute[];
  readonly chunkNames: Record<string, unknown>;
  readonly registry: Record<string, unknown>;
  /** `@generated/globalData`. */
  readonly globalData: Readonly<Record<string, unknown>>;
  readonly parents: readonly SectionParent[];
  readonly sections: Readonly<Record<string, () => Promise<SectionModule>>>;
  /** The chunk ids of the route chunks of the routes left in the main bundle, by chunk name. */
  readonly chunks: ChunkTable;
  /** The URL of a chunk by its id (the bundler's public path and file name). */
  readonly chunkFileUrl: (chunkId: string) => string;
  /** Tells the bundler's runtime the files of chunks it does not list, by chunk id. */
  readonly addChunkFiles: (files: Readonly<Record<string, string>>) => void;
}

export interface RouteSectionLoader {
  /** Installs the section of pathname (and of its decoded form) unless it is installed already. */
  load(pathname: string): Promise<void>;
  /** How many sections are installed; changes whenever the tables change. */
  readonly installed: number;
  /**
   * The URL of a route chunk by its name, once its route is installed; undefined when the bundler merged
   * the chunk into another one, which leaves nothing of that name to fetch.
   */
  chunkUrl(chunkName: string): string | undefined;
}

function routeList(routes: SectionRoute[], at: readonly number[]): SectionRoute[] {
  let list = routes;
  for (const index of at) {
    const next = list[index]?.routes;
    if (!next) throw new Error(`route sections: no route list at [${at.join(', ')}]`);
    list = next;
  }
  return list;
}

/** The docs list of a docs plugin instance's version in the global data. */
function globalDocsList(
  globalData: Readonly<Record<string, unknown>>,
  plugin: string,
  version: number,
): unknown[] {
  const instances = globalData['docusaurus-plugin-content-docs'] as
    Record<string, { versions?: { docs?: unknown[] }[] } | undefined> | undefined;
  const docs = instances?.[plugin]?.versions?.[version]?.docs;
  if (!Array.isArray(docs)) throw new Error(`route sections: no docs list for ${plugin} version ${version}`);
  return docs;
}

/** The sidebars object of a docs version data module, loaded through its registry entry. */
async function loadVersionSidebars(
  registry: Readonly<Record<string, unknown>>,
  chunk: string,
): Promise<Record<string, unknown>> {
  const entry = registry[chunk];
  const load = Array.isArray(entry) ? (entry[0] as unknown) : undefined;
  if (typeof load !== 'function') throw new Error(`route sections: no registry entry for ${chunk}`);
  const loaded = (await (load as () => Promise<unknown>)()) as {
    default?: { version?: { docsSidebars?: Record<string, unknown> } };
  };
  const sidebars = loaded.default?.version?.docsSidebars;
  if (!sidebars) throw new Error(`route sections: ${chunk} is not docs version data`);
  return sidebars;
}

function decodedOrSame(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Loads sections into the live route tables: sidebars into their docs version data (loaded first, as the
 * page would load it), then chunk names, registry entries and global docs entries (the routes' components
 * read the first two as they are created), then each route at its original place in its parent list, so
 * the router matches in the order Docusaurus generated, with keys that do not move as the lists grow. A
 * failed load is not remembered: the next call tries again.
 */
export function createSectionLoader(tables: SectionTables): RouteSectionLoader {
  const keys = new Set(Object.keys(tables.sections));
  const originalIndex = new WeakMap<SectionRoute, number>();
  // Keyed by index, the current page's element would change key when a section inserts routes before
  // it, and React would mount the page again: each route in a list that grows is keyed by its original
  // index instead.
  const place = (route: SectionRoute, order: number): void => {
    originalIndex.set(route, order);
    route.key ??= `route-${order}`;
  };
  const lists = tables.parents.map((parent) => {
    const list = routeList(tables.routes, parent.at);
    if (list.length !== parent.order.length) {
      throw new Error(`route sections: the route list at [${parent.at.join(', ')}] does not match the plan`);
    }
    list.forEach((route, index) => place(route, parent.order[index] ?? Infinity));
    return list;
  });
  const done = new Set<string>();
  const pending = new Map<string, Promise<void>>();
  const chunkIds = new Map(Object.entries(tables.chunks.ids));
  let installed = 0;

  const install = (
    section: SectionModule,
    versionSidebars: ReadonlyMap<string, Record<string, unknown>>,
  ): void => {
    for (const [chunk, name, items] of section.sidebars) {
      const sidebars = versionSidebars.get(chunk);
      if (sidebars) sidebars[name] = items;
    }
    Object.assign(tables.chunkNames, section.chunkNames);
    Object.assign(tables.registry, section.registry);
    for (const [name, id] of Object.entries(section.chunks.ids)) chunkIds.set(name, id);
    tables.addChunkFiles(section.chunks.files);
    for (const [plugin, version, doc] of section.docs)
      globalDocsList(tables.globalData, plugin, version).push(doc);
    for (const [parent, order, route] of section.routes()) {
      const list = lists[parent];
      if (!list) throw new Error(`route sections: no parent list ${parent}`);
      place(route, order);
      const before = list.findIndex((other) => (originalIndex.get(other) ?? Infinity) > order);
      list.splice(before === -1 ? list.length : before, 0, route);
    }
    installed += 1;
  };

  const loadSection = (key: string): Promise<void> => {
    if (done.has(key)) return Promise.resolve();
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const importSection = tables.sections[key];
    if (!importSection) return Promise.resolve();
    const loading = importSection()
      .then(async (section) => {
        // The version data the sidebars go into is loaded first, so a failure leaves the tables untouched.
        const chunks = [...new Set(section.sidebars.map(([chunk]) => chunk))];
        const versionSidebars = new Map(
          await Promise.all(
            chunks.map(async (chunk) => [chunk, await loadVersionSidebars(tables.registry, chunk)] as const),
          ),
        );
        install(section, versionSidebars);
        done.add(key);
      })
      .finally(() => pending.delete(key));
    pending.set(key, loading);
    return loading;
  };

  return {
    load(pathname) {
      const wanted = new Set(
        [pathname, decodedOrSame(pathname)].flatMap((variant) => sectionOf(variant, keys) ?? []),
      );
      return Promise.all([...wanted].map(loadSection)).then(() => undefined);
    },
    get installed() {
      return installed;
    },
    chunkUrl(chunkName) {
      const id = chunkIds.get(chunkName);
      return id === undefined ? undefined : tables.chunkFileUrl(id);
    },
  };
}
