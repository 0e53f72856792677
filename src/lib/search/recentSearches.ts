import { boundQuery } from './query';

/** How many recent searches the modal remembers and shows when its box is empty. */
export const MAX_RECENT_SEARCHES = 5;

/** Storage key of the recent searches (prefixed like every key the site itself stores). */
export const RECENT_SEARCHES_KEY = 'gruntwork-docs.search.recent';

/** Puts a query first in the list, once (case-insensitively), keeping at most `max` entries. */
export function addRecentSearch(
  list: readonly string[],
  query: string,
  max: number = MAX_RECENT_SEARCHES,
): string[] {
  const text = boundQuery(query.trim()).query;
  if (text === '') return [...list];
  const rest = list.filter((entry) => entry.toLowerCase() !== text.toLowerCase());
  return [text, ...rest].slice(0, max);
}

/** Reads stored recent searches; anything malformed (hand-edited, older format) yields an empty list. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => boundQuery(entry.trim()).query)
    .slice(0, MAX_RECENT_SEARCHES);
}

export function serializeRecentSearches(list: readonly string[]): string {
  return JSON.stringify(list.slice(0, MAX_RECENT_SEARCHES));
}
