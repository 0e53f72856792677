import type { ReferenceEntriesData } from '@site/src/lib/reference/entryHtml';

// Every page's entries, bundled into the server build only, so server rendering reads them synchronously.
const entries = import.meta.webpackContext('../../../src/generated/reference-entries', {
  recursive: true,
  regExp: /\.json$/,
  mode: 'sync',
});

/** Server side of `@reference-entries/source`: the page's entries, to render into its HTML. */
export function entriesOnServer(page: string): ReferenceEntriesData | undefined {
  const key = `./${page}.json`;
  return entries.keys().includes(key) ? (entries(key) as ReferenceEntriesData) : undefined;
}

export async function loadEntries(page: string): Promise<ReferenceEntriesData> {
  const found = entriesOnServer(page);
  if (!found) throw new Error(`No reference entries were generated for ${page}`);
  return found;
}
