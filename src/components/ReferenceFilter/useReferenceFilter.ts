import { useSyncExternalStore } from 'react';

// One filter per page; entries anywhere on the page read its result without a shared React parent,
// so the generated MDX keeps its headings at the top level where the table of contents sees them.
let visibleIds: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes the ids the current query keeps; null shows every entry. */
export function setVisibleReferenceIds(ids: ReadonlySet<string> | null): void {
  visibleIds = ids;
  listeners.forEach((listener) => listener());
}

/** Whether the entry with this id passes the page's filter (always true before hydration). */
export function useIsReferenceEntryVisible(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visibleIds === null || visibleIds.has(id),
    () => true,
  );
}
