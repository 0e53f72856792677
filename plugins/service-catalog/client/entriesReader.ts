import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReferenceEntriesData } from '@site/src/lib/reference/entryHtml';

export interface EntriesSource {
  readonly entriesOnServer: (page: string) => ReferenceEntriesData | undefined;
  readonly loadEntries: (page: string) => Promise<ReferenceEntriesData>;
}

/**
 * Reads a page's entries from the generated directory while the server renders it. Reading the file,
 * rather than bundling every page's JSON into the server build, matters: the server build does not split
 * shared modules, so each reference page's chunk carried all 2.2 MB of entries (80 MB of server code that
 * stayed in memory through the whole build). A page renders its three sections from one read.
 */
export function entriesReader(dir: string): EntriesSource {
  const read = new Map<string, ReferenceEntriesData | undefined>();
  const readFile = (page: string): ReferenceEntriesData | undefined => {
    let text: string;
    try {
      text = readFileSync(path.join(dir, `${page}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return JSON.parse(text) as ReferenceEntriesData;
  };
  const entriesOnServer = (page: string): ReferenceEntriesData | undefined => {
    if (!read.has(page)) read.set(page, readFile(page));
    return read.get(page);
  };
  return {
    entriesOnServer,
    loadEntries: async (page) =>
      entriesOnServer(page) ?? Promise.reject(new Error(`No reference entries were generated for ${page}`)),
  };
}
