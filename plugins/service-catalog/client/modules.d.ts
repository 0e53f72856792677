// The component imports one name; the plugin points it at the server or the browser implementation.
declare module '@reference-entries/source' {
  import type { ReferenceEntriesData } from '@site/src/lib/reference/entryHtml';

  export function entriesOnServer(page: string): ReferenceEntriesData | undefined;
  export function loadEntries(page: string): Promise<ReferenceEntriesData>;
}

interface ImportMeta {
  /** webpack's and Rspack's compile-time module context. */
  webpackContext(
    request: string,
    options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'lazy' | 'eager' | 'weak' },
  ): { (id: string): unknown; keys(): string[] };
}
