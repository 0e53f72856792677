import type { ChunkTable } from '../../src/lib/navigation/routeSections';

/**
 * Where the route chunks are, written into the route sections once the bundler has numbered the chunks.
 * Docusaurus's runtime carried two tables of every chunk of the site, on every page before it rendered:
 * chunk name to id (`__webpack_require__.gca`, from its ChunkAssetPlugin, for prefetching) and, as in
 * every bundle, chunk id to file (`__webpack_require__.u`). A section now carries its routes' part of
 * both, and the runtime keeps the files of the chunks that pages outside a section may load.
 */

const PLACEHOLDER_TEXT = 'route-sections chunk table of ';

/** The string literal a section module holds where its chunk table goes, until the bundler knows it. */
export function chunkTablePlaceholder(owner: string): string {
  return JSON.stringify(`${PLACEHOLDER_TEXT}${owner}`);
}

/** The owner of the routes left in the main bundle; the others are the section files. */
export const MAIN_OWNER = 'main';

/** The chunk names whose chunks each owner's routes load: a section's file name, or `main`. */
export type ChunkNamesByOwner = ReadonlyMap<string, readonly string[]>;

/** What the bundler says of one chunk. */
export interface ChunkFacts {
  readonly name: string | undefined;
  readonly id: string;
  readonly files: readonly string[];
  /** The names of the chunk groups the chunk belongs to: every way it can be loaded. */
  readonly groups: readonly (string | undefined)[];
}

/**
 * Each owner's chunk table. A section takes the file of a chunk that only its own routes load: a named
 * chunk whose name no other owner lists, loaded by no chunk group outside the section, in one file.
 * A route's chunks are loaded through its registry entry, which arrives with its section, so the runtime
 * never needs those files before. The main owner takes no files: its chunks stay in the runtime.
 */
export function chunkTables(
  owners: ChunkNamesByOwner,
  chunks: Iterable<ChunkFacts>,
): Map<string, ChunkTable> {
  const ownersOfName = new Map<string, Set<string>>();
  for (const [owner, names] of owners) {
    for (const name of names) ownersOfName.set(name, (ownersOfName.get(name) ?? new Set()).add(owner));
  }
  const byName = new Map<string, ChunkFacts>();
  for (const chunk of chunks) if (chunk.name !== undefined) byName.set(chunk.name, chunk);
  const tables = new Map<string, ChunkTable>();
  for (const [owner, names] of owners) {
    const own = new Set(names);
    const ids: Record<string, string> = {};
    const files: Record<string, string> = {};
    for (const name of own) {
      const chunk = byName.get(name);
      if (!chunk) continue;
      ids[name] = chunk.id;
      const jsFiles = chunk.files.filter((file) => file.endsWith('.js'));
      const onlyHere =
        owner !== MAIN_OWNER &&
        ownersOfName.get(name)?.size === 1 &&
        chunk.groups.every((group) => group !== undefined && own.has(group));
      if (onlyHere && jsFiles.length === 1 && jsFiles[0]) files[chunk.id] = jsFiles[0];
    }
    tables.set(owner, { ids, files });
  }
  return tables;
}

/**
 * Puts each owner's chunk table in place of its placeholder in a chunk's code. Returns the code and the
 * owners whose placeholder it filled.
 */
export function fillChunkTables(
  code: string,
  tables: ReadonlyMap<string, ChunkTable>,
): { code: string; filled: string[] } {
  const filled: string[] = [];
  // Most chunks hold none: one search instead of one per owner.
  if (!code.includes(PLACEHOLDER_TEXT)) return { code, filled };
  let output = code;
  for (const [owner, table] of tables) {
    const placeholder = chunkTablePlaceholder(owner);
    if (!output.includes(placeholder)) continue;
    output = output.split(placeholder).join(JSON.stringify(table));
    filled.push(owner);
  }
  return { code: output, filled };
}

/** The runtime's chunk-to-file map, as the bundler writes it before minification. */
const FILE_MAP = /(__webpack_require__\.u = \(chunkId\) => \{[^{}]*?\+ )\{([^{}]*)\}(\[chunkId\])/;

/**
 * Removes chunks from the runtime's chunk-to-file map (`__webpack_require__.u`): the section loader
 * answers for them once their section is installed. Fails if the map or one of the chunks is not found.
 */
export function dropRuntimeChunkFiles(runtime: string, chunkIds: readonly string[]): string {
  const fail = (problem: string): never => {
    throw new Error(
      `route-sections: ${problem} in the runtime's chunk file map; the bundler changed its runtime, so review plugins/route-sections`,
    );
  };
  const match = FILE_MAP.exec(runtime);
  if (!match) return fail('found no `__webpack_require__.u`');
  const entries = new Map(
    [...(match[2] ?? '').matchAll(/"([^"]+)":\s*"([^"]*)"/g)].map(([, id, hash]) => [id ?? '', hash ?? '']),
  );
  const missing = chunkIds.filter((id) => !entries.has(id));
  if (missing.length > 0) fail(`found no chunk ${missing.join(', ')}`);
  for (const id of chunkIds) entries.delete(id);
  const map = [...entries].map(([id, hash]) => `${JSON.stringify(id)}: ${JSON.stringify(hash)}`).join(',');
  return runtime.replace(
    FILE_MAP,
    (_whole, before: string, _old, after: string) => `${before}{${map}}${after}`,
  );
}
