/** Client-side filtering of reference entries (inputs and outputs) by a free-text query. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[_\-./]+/g, ' ');
}

/** Every whitespace-separated term of the query occurs in the text (case, `_` and `-` ignored). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalise(text);
  const compactHaystack = haystack.replace(/\s+/g, '');
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term) || compactHaystack.includes(term));
}

export interface FilterableEntry {
  readonly id: string;
  readonly text: string;
}

/** Ids of the entries the query keeps, in their original order. */
export function filterEntries(entries: readonly FilterableEntry[], query: string): string[] {
  return entries.filter((entry) => matchesQuery(entry.text, query)).map((entry) => entry.id);
}
