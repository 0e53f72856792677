import { entriesReader } from './entriesReader';

// Defined by the plugin in the server build only: where the generated entries are.
declare const SERVICE_CATALOG_ENTRIES_DIR: string;

/** Server side of `@reference-entries/source`: the page's entries, to render into its HTML. */
export const { entriesOnServer, loadEntries } = entriesReader(SERVICE_CATALOG_ENTRIES_DIR);
