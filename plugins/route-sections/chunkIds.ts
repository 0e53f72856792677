/**
 * Route chunk names to chunk ids, written into the route sections once the bundler has numbered the
 * chunks. Docusaurus's runtime carried that table for every chunk of the site (`__webpack_require__.gca`,
 * its ChunkAssetPlugin), on every page before it rendered; each section now carries its own routes'
 * part, which prefetching needs only after the section has loaded.
 */

/** The string literal a section module holds where its chunk ids go, until the bundler knows them. */
export function chunkIdsPlaceholder(owner: string): string {
  return JSON.stringify(`route-sections chunk ids of ${owner}`);
}

/** The chunk names whose ids each placeholder owner needs: a section's file name, or `main`. */
export type ChunkNamesByOwner = ReadonlyMap<string, readonly string[]>;

/**
 * Puts the chunk ids in place of the placeholders found in a chunk's code: an object literal of chunk
 * name to id, for the names that are chunks (a name the bundler merged into another chunk has none).
 * Returns the code and the owners whose placeholder it filled.
 */
export function fillChunkIds(
  code: string,
  owners: ChunkNamesByOwner,
  chunkIdOf: (chunkName: string) => string | undefined,
): { code: string; filled: string[] } {
  const filled: string[] = [];
  let output = code;
  for (const [owner, names] of owners) {
    const placeholder = chunkIdsPlaceholder(owner);
    if (!output.includes(placeholder)) continue;
    const ids = Object.fromEntries(
      [...new Set(names)].flatMap((name) => {
        const id = chunkIdOf(name);
        return id === undefined ? [] : [[name, id]];
      }),
    );
    output = output.split(placeholder).join(JSON.stringify(ids));
    filled.push(owner);
  }
  return { code: output, filled };
}
