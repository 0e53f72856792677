import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chunkTablePlaceholder, MAIN_OWNER } from './chunkTables';
import { leafChunkNames, type RoutesChunkNames } from '../../src/lib/navigation/routeChunks';
import {
  planRouteSections,
  type SectionParent,
  type SectionSizes,
} from '../../src/lib/navigation/routeSections';

const require = createRequire(import.meta.url);
const { emptyModulePaths } = require('../lean-route-tables/registryLoader.cjs') as {
  emptyModulePaths(source: string): string;
};

/** The start of `.docusaurus/routes.js` as `@docusaurus/core`'s codegen writes it. */
const ROUTES_HEADER =
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default ";
/** One registry entry per line, as the codegen writes it. */
const REGISTRY_ENTRY = /^ {2}"([^"]+)": (\[\(\) => import\(.*, require\.resolveWeak\(.*\)\]),$/;
const REGISTRY_OPEN = 'export default {';
const REGISTRY_CLOSE = '};';

const CREATOR = Symbol('ComponentCreator arguments');

interface Creator {
  readonly [CREATOR]: readonly string[];
}

/** A route of routes.js, its component replaced by the arguments given to `ComponentCreator`. */
export interface GeneratedRoute {
  readonly path?: string;
  readonly exact?: boolean;
  readonly component: Creator;
  readonly routes?: GeneratedRoute[];
  readonly [key: string]: unknown;
}

function isCreator(value: unknown): value is Creator {
  return typeof value === 'object' && value !== null && CREATOR in value;
}

/** Evaluates the generated routes with a `ComponentCreator` that records its arguments. */
export function readRoutes(source: string): GeneratedRoute[] {
  if (!source.startsWith(ROUTES_HEADER)) {
    throw new Error(
      'route-sections: routes.js does not start as Docusaurus writes it; review plugins/route-sections',
    );
  }
  const body = source.slice(ROUTES_HEADER.length).replace(/;\s*$/, '');
  const record = (...args: string[]): Creator => ({ [CREATOR]: args });
  // The file is the build's own output, written by Docusaurus a moment earlier.
  const routes: unknown = new Function('ComponentCreator', `return ${body};`)(record);
  const check = (list: unknown): GeneratedRoute[] => {
    if (!Array.isArray(list)) throw new Error('route-sections: a route list in routes.js is not an array');
    for (const route of list as GeneratedRoute[]) {
      if (!isCreator(route.component))
        throw new Error(`route-sections: route ${route.path} has no ComponentCreator`);
      if (route.routes) check(route.routes);
    }
    return list as GeneratedRoute[];
  };
  return check(routes);
}

/** The registry's entries: chunk name to the entry's source text. */
export function readRegistry(source: string): Map<string, string> {
  const lines = source.trimEnd().split('\n');
  const last = lines.pop();
  // The codegen puts the closing brace on the last entry's line.
  const closed = last?.endsWith(`,${REGISTRY_CLOSE}`)
    ? `${last.slice(0, -REGISTRY_CLOSE.length)}`
    : undefined;
  if (lines.shift() !== REGISTRY_OPEN || closed === undefined) {
    throw new Error(
      'route-sections: registry.js is not shaped as Docusaurus writes it; review plugins/route-sections',
    );
  }
  const entries = new Map<string, string>();
  for (const line of [...lines, closed]) {
    const match = REGISTRY_ENTRY.exec(line);
    if (!match?.[1] || !match[2])
      throw new Error(`route-sections: unexpected registry.js line: ${line.slice(0, 120)}`);
    entries.set(match[1], match[2]);
  }
  return entries;
}

function registrySource(entries: Iterable<readonly [string, string]>, opening: string): string {
  const lines = [...entries].map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry},`);
  // The browser needs no module paths (see plugins/lean-route-tables); the check there needs an entry.
  // Shaped as the codegen writes it, closing brace on the last entry's line, so readRegistry reads it too.
  const source = `${opening}\n${lines.join('\n')}${REGISTRY_CLOSE}\n`;
  return lines.length > 0 ? emptyModulePaths(source) : source;
}

function routeSource(route: GeneratedRoute): string {
  const fields = Object.entries(route).map(([key, value]) => {
    if (isCreator(value)) {
      return `${key}: ComponentCreator(${value[CREATOR].map((arg) => JSON.stringify(arg)).join(', ')})`;
    }
    if (key === 'routes') return `routes: [\n${(value as GeneratedRoute[]).map(routeSource).join(',\n')}\n]`;
    return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{${fields.join(', ')}}`;
}

/** The key of a route in routesChunkNames.json. */
export function chunkNamesKey(route: GeneratedRoute): string {
  const [routePath, hash] = route.component[CREATOR];
  return `${routePath}-${hash}`;
}

/** A route that can wait in a section: a page (exact, no child routes) below the top-level list. */
function isMovable(route: GeneratedRoute): boolean {
  return route.exact === true && !route.routes && typeof route.path === 'string' && route.path !== '*';
}

/** Docusaurus's generated tables, as read from `.docusaurus`. */
export interface GeneratedTables {
  readonly routes: string;
  readonly chunkNames: RoutesChunkNames;
  readonly registry: string;
  readonly globalData: Readonly<Record<string, unknown>>;
}

/** Reads a file Docusaurus generated, by its path inside `.docusaurus`. */
export function generatedFileReader(generatedFilesDir: string): (file: string) => string {
  return (file) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
}

/** The four route tables as Docusaurus wrote them into `.docusaurus` for this build. */
export function readGeneratedTables(generatedFilesDir: string): GeneratedTables {
  const generated = generatedFileReader(generatedFilesDir);
  return {
    routes: generated('routes.js'),
    chunkNames: JSON.parse(generated('routesChunkNames.json')) as RoutesChunkNames,
    registry: generated('registry.js'),
    globalData: JSON.parse(generated('globalData.json')) as Record<string, unknown>,
  };
}

interface GlobalDoc {
  readonly id?: unknown;
  readonly path?: unknown;
}

interface DocsVersionData {
  readonly mainDocId?: unknown;
  readonly docs: GlobalDoc[];
}

/** Each docs version's list in the global data, by plugin instance and version index. */
function docsLists(globalData: Readonly<Record<string, unknown>>): [string, number, DocsVersionData][] {
  const instances = globalData['docusaurus-plugin-content-docs'];
  if (instances === undefined) return [];
  return Object.entries(instances as Record<string, { versions?: unknown }>).flatMap(([plugin, instance]) => {
    if (!Array.isArray(instance.versions)) {
      throw new Error(`route-sections: the docs plugin's global data for ${plugin} has no versions list`);
    }
    return (instance.versions as DocsVersionData[]).map(
      (version, index): [string, number, DocsVersionData] => {
        if (!Array.isArray(version.docs)) {
          throw new Error(`route-sections: the docs plugin's global data for ${plugin} has no docs list`);
        }
        return [plugin, index, version];
      },
    );
  });
}

interface MovedRoute {
  readonly parent: number;
  readonly order: number;
  readonly route: GeneratedRoute;
}

export interface SplitOptions {
  /** Doc ids whose global data entry stays in the main bundle (the navbar's `doc` items). */
  readonly keepDocIds?: ReadonlySet<string>;
  /** Reads a generated JSON module by its registry path (`@generated/…`), to find docs version data. */
  readonly readModuleJson?: (modulePath: string) => unknown;
}

/** The module path of a registry entry: what its loader imports. */
const IMPORTED = /^\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/;

/** The module a registry entry's loader imports, from the entry's source text as `readRegistry` gives it. */
export function importedModule(entry: string): string | undefined {
  return IMPORTED.exec(entry)?.[1];
}

type Sidebars = Readonly<Record<string, unknown>>;

/** A docs version's sidebars, if `data` is the docs plugin's version data (`{ version: { docsSidebars } }`). */
function versionSidebars(data: unknown): Sidebars | undefined {
  const version = (data as { version?: { docsSidebars?: unknown } } | undefined)?.version;
  const sidebars = version?.docsSidebars;
  return sidebars && typeof sidebars === 'object' ? (sidebars as Sidebars) : undefined;
}

/** The browser's route tables with pages moved into sections: the four tables, the sections and their loader. */
export interface SectionFiles {
  /** File name to content. */
  readonly files: ReadonlyMap<string, string>;
  /** Section key to its number of routes. */
  readonly sections: ReadonlyMap<string, number>;
  /** Docs version data module path to the sidebars it leaves to sections (each section carries its own). */
  readonly sectionSidebars: ReadonlyMap<string, readonly string[]>;
  /** Each moved page's path to the chunk name of its section. */
  readonly sectionChunkOfPage: ReadonlyMap<string, string>;
  /** The generated routes as read, every page in them. */
  readonly routes: readonly GeneratedRoute[];
  /** The route chunk names whose chunk table each section file (and `main`, the loader) gets after bundling. */
  readonly chunkNamesByOwner: ReadonlyMap<string, readonly string[]>;
}

/**
 * Moves every page route below the top level into a section by path prefix (see planRouteSections), with
 * its entry of routesChunkNames.json, the registry entries no other section or remaining route uses, and
 * its doc's entry in the docs plugin's global data unless `keepDocIds` (or the version's main doc) has it.
 * Writes what the browser bundle uses instead of the four generated tables (`routes.js`,
 * `routesChunkNames.json`, `registry.js`, `globalData.json`), one module per section and `index.js`,
 * which loads them.
 */
export function splitRouteTables(
  generated: GeneratedTables,
  sizes: SectionSizes,
  options: SplitOptions = {},
): SectionFiles {
  const keepDocIds = options.keepDocIds ?? new Set<string>();
  const routes = readRoutes(generated.routes);
  const registry = readRegistry(generated.registry);
  // Docs version data modules by registry chunk: their sidebars can go with the pages that show them.
  const sidebarsByChunk = new Map<string, { modulePath: string; sidebars: Sidebars }>();
  for (const [name, entry] of registry) {
    const modulePath = importedModule(entry);
    if (!modulePath?.startsWith('@generated/') || !modulePath.endsWith('.json') || !options.readModuleJson)
      continue;
    const sidebars = versionSidebars(options.readModuleJson(modulePath));
    if (sidebars) sidebarsByChunk.set(name, { modulePath, sidebars });
  }
  const versionChunkOf = (route: GeneratedRoute): string | undefined =>
    leafChunkNames(generated.chunkNames[chunkNamesKey(route)]).find((name) => sidebarsByChunk.has(name));
  const candidates: string[] = [];
  const collect = (list: readonly GeneratedRoute[], depth: number) => {
    for (const route of list) {
      if (depth > 0 && isMovable(route)) candidates.push(route.path ?? '');
      if (route.routes) collect(route.routes, depth + 1);
    }
  };
  collect(routes, 0);
  const plan = planRouteSections(candidates, sizes);
  const sectionOfPath = new Map<string, string>();
  for (const [key, paths] of plan) for (const routePath of paths) sectionOfPath.set(routePath, key);

  // The routes that stay, with the place in the browser's lists of every page that moved.
  const parents: SectionParent[] = [];
  const moved: MovedRoute[] = [];
  // Who shows each sidebar ('' for the main tables), by version data chunk, then sidebar name.
  const sidebarUsers = new Map<string, Map<string, Set<string>>>();
  const noteSidebar = (route: GeneratedRoute, versionChunk: string | undefined, owner: string) => {
    if (versionChunk === undefined || typeof route.sidebar !== 'string') return;
    const byName = sidebarUsers.get(versionChunk) ?? new Map<string, Set<string>>();
    sidebarUsers.set(
      versionChunk,
      byName.set(route.sidebar, (byName.get(route.sidebar) ?? new Set()).add(owner)),
    );
  };
  const skeleton = (
    list: readonly GeneratedRoute[],
    at: readonly number[],
    depth: number,
    versionChunk?: string,
  ): GeneratedRoute[] => {
    const kept: GeneratedRoute[] = [];
    const keptOrder: number[] = [];
    const movedHere: Omit<MovedRoute, 'parent'>[] = [];
    list.forEach((route, order) => {
      const section = sectionOfPath.get(route.path ?? '');
      if (depth > 0 && isMovable(route) && section !== undefined) {
        movedHere.push({ order, route });
        noteSidebar(route, versionChunk, section);
        return;
      }
      noteSidebar(route, versionChunk, '');
      const childVersion = versionChunkOf(route) ?? versionChunk;
      kept.push(
        route.routes
          ? { ...route, routes: skeleton(route.routes, [...at, kept.length], depth + 1, childVersion) }
          : route,
      );
      keptOrder.push(order);
    });
    if (movedHere.length > 0) {
      parents.push({ at, order: keptOrder });
      moved.push(...movedHere.map((entry) => ({ ...entry, parent: parents.length - 1 })));
    }
    return kept;
  };
  const remaining = skeleton(routes, [], 0);

  // Which sections (or the main tables, '') use each chunk.
  const users = new Map<string, Set<string>>();
  const noteUsers = (route: GeneratedRoute, owner: string) => {
    for (const name of leafChunkNames(generated.chunkNames[chunkNamesKey(route)])) {
      users.set(name, (users.get(name) ?? new Set()).add(owner));
    }
  };
  const walk = (list: readonly GeneratedRoute[]) => {
    for (const route of list) {
      noteUsers(route, '');
      if (route.routes) walk(route.routes);
    }
  };
  walk(remaining);
  for (const { route } of moved) noteUsers(route, sectionOfPath.get(route.path ?? '') ?? '');

  // A sidebar that only sections show waits in each of them; the main version data keeps the rest.
  const movedSidebars = [...sidebarUsers].flatMap(([versionChunk, byName]) => {
    const version = sidebarsByChunk.get(versionChunk);
    if (!version) return [];
    return [...byName]
      .filter(([sidebar, owners]) => !owners.has('') && sidebar in version.sidebars)
      .map(([sidebar, owners]) => ({ versionChunk, modulePath: version.modulePath, sidebar, owners }));
  });
  const sectionSidebars = new Map<string, string[]>();
  for (const { modulePath, sidebar } of movedSidebars) {
    sectionSidebars.set(modulePath, [...(sectionSidebars.get(modulePath) ?? []), sidebar]);
  }
  const sidebarsOf = (section: string): string[] =>
    movedSidebars
      .filter(({ owners }) => owners.has(section))
      .map(
        ({ versionChunk, sidebar }) =>
          `[${JSON.stringify(versionChunk)}, ${JSON.stringify(sidebar)}, ${JSON.stringify(sidebarsByChunk.get(versionChunk)?.sidebars[sidebar])}]`,
      );

  const files = new Map<string, string>();
  const chunkNamesByOwner = new Map<string, string[]>();
  const sectionImports: string[] = [];
  const sectionChunkOfPage = new Map<string, string>();
  const movedKeys = new Set(moved.map(({ route }) => chunkNamesKey(route)));
  const mainChunkNames = Object.fromEntries(
    Object.entries(generated.chunkNames).filter(([name]) => !movedKeys.has(name)),
  );
  const mainRegistry = new Map(registry);
  // Docs entries follow their page into its section, except those the navbar looks up by id.
  const globalData = structuredClone(generated.globalData) as Record<string, unknown>;
  const sectionDocs = new Map<string, string[]>();
  for (const [plugin, versionIndex, version] of docsLists(globalData)) {
    const kept = version.docs.filter((doc) => {
      const key = typeof doc.path === 'string' ? sectionOfPath.get(doc.path) : undefined;
      if (key === undefined || keepDocIds.has(String(doc.id)) || doc.id === version.mainDocId) return true;
      const entry = `[${JSON.stringify(plugin)}, ${versionIndex}, ${JSON.stringify(doc)}]`;
      sectionDocs.set(key, [...(sectionDocs.get(key) ?? []), entry]);
      return false;
    });
    version.docs.splice(0, version.docs.length, ...kept);
  }
  [...plan.keys()].forEach((key, index) => {
    const members = moved.filter(({ route }) => sectionOfPath.get(route.path ?? '') === key);
    const chunkNames: Record<string, unknown> = {};
    for (const { route } of members) {
      const name = chunkNamesKey(route);
      chunkNames[name] = generated.chunkNames[name];
    }
    const entries = [...registry].filter(([name]) => {
      const owners = users.get(name);
      return owners?.size === 1 && owners.has(key);
    });
    for (const [name] of entries) mainRegistry.delete(name);
    const file = `section-${index}.js`;
    const chunkName = `route-section-${index}`;
    chunkNamesByOwner.set(file, Object.values(chunkNames).flatMap(leafChunkNames));
    for (const { route } of members) sectionChunkOfPage.set(route.path ?? '', chunkName);
    files.set(
      file,
      [
        "import ComponentCreator from '@docusaurus/ComponentCreator';",
        `export const chunkNames = ${JSON.stringify(chunkNames)};`,
        registrySource(entries, 'export const registry = {'),
        `export const docs = [${(sectionDocs.get(key) ?? []).join(',\n')}];`,
        `export const sidebars = [${sidebarsOf(key).join(',\n')}];`,
        `export const chunks = ${chunkTablePlaceholder(file)};`,
        'export function routes() {',
        `  return [\n${members.map(({ parent, order, route }) => `[${parent}, ${order}, ${routeSource(route)}]`).join(',\n')}\n];`,
        '}',
        '',
      ].join('\n'),
    );
    sectionImports.push(
      `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: "${chunkName}" */ ${JSON.stringify(`./${file}`)}),`,
    );
  });

  files.set(
    'routes.js',
    `${ROUTES_HEADER.replace("import React from 'react';\n", '')}[\n${remaining.map(routeSource).join(',\n')}\n];\n`,
  );
  files.set('routesChunkNames.json', JSON.stringify(mainChunkNames));
  chunkNamesByOwner.set(MAIN_OWNER, Object.values(mainChunkNames).flatMap(leafChunkNames));
  files.set('registry.js', registrySource(mainRegistry, REGISTRY_OPEN));
  files.set('globalData.json', JSON.stringify(globalData));
  files.set(
    'index.js',
    [
      "import routes from '@generated/routes';",
      "import chunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      "import globalData from '@generated/globalData';",
      "import { createSectionLoader } from '@site/src/lib/navigation/routeSections';",
      '',
      "// The files of the chunks that only a section's routes load are in that section, not in the runtime.",
      'const sectionChunkFiles = {};',
      'const runtimeChunkFile = __webpack_require__.u;',
      '__webpack_require__.u = (chunkId) => sectionChunkFiles[chunkId] || runtimeChunkFile(chunkId);',
      '',
      'export default createSectionLoader({',
      '  routes,',
      '  chunkNames,',
      '  registry,',
      '  globalData,',
      `  parents: ${JSON.stringify(parents)},`,
      `  chunks: ${chunkTablePlaceholder(MAIN_OWNER)},`,
      '  chunkFileUrl: (chunkId) => __webpack_public_path__ + __webpack_get_script_filename__(chunkId),',
      '  addChunkFiles: (files) => Object.assign(sectionChunkFiles, files),',
      '  sections: {',
      ...sectionImports,
      '  },',
      '});',
      '',
    ].join('\n'),
  );
  return {
    files,
    sections: new Map([...plan].map(([key, paths]) => [key, paths.length])),
    sectionSidebars,
    sectionChunkOfPage,
    routes,
    chunkNamesByOwner,
  };
}
