// The component imports one name; the plugin points it at the server or the browser implementation.
declare module '@reference-entries/source' {
  import type { ReferenceEntriesData } from '@site/src/lib/reference/entryHtml';

  export function entriesOnServer(page: string): ReferenceEntriesData | undefined;
  export function loadEntries(page: string): Promise<ReferenceEntriesData>;
}
