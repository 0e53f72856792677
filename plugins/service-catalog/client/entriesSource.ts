import type { ReferenceEntriesData } from '@site/src/lib/reference/entryHtml';

/**
 * Browser side of `@reference-entries/source`: the entries of a reference page are a separate chunk per
 * page, fetched only when the page was reached by client-side navigation. A page loaded from the server
 * already has them in its HTML and fetches nothing.
 */
export function entriesOnServer(): ReferenceEntriesData | undefined {
  return undefined;
}

export async function loadEntries(page: string): Promise<ReferenceEntriesData> {
  const module = (await import(`@site/src/generated/reference-entries/${page}.json`)) as {
    default: ReferenceEntriesData;
  };
  return module.default;
}
