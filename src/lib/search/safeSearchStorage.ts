/**
 * A small key-value wrapper for the search UI's own storage (recent searches) that never throws:
 * browsers with storage disabled, private modes and full quotas log one warning and carry on (SPEC §8).
 * Kept specific to search so it can be swapped for a shared site-wide storage module later.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeSearchStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Prefix of every key the search UI writes, so its entries are easy to find and clear. */
export const SEARCH_STORAGE_PREFIX = 'gruntwork-docs.search.';

/** Wraps a store getter (e.g. `() => window.localStorage`, which itself may throw). */
export function createSafeSearchStorage(
  getStore: () => KeyValueStore,
  warn: (message: string) => void,
): SafeSearchStorage {
  let warned = false;
  const attempt = <T>(action: (store: KeyValueStore) => T, fallback: T): T => {
    try {
      return action(getStore());
    } catch (error) {
      if (!warned) {
        warned = true;
        const reason = error instanceof Error ? error.message : String(error);
        warn(`Search storage is unavailable, so recent searches will not be remembered: ${reason}`);
      }
      return fallback;
    }
  };
  return {
    get: (key) => attempt((store) => store.getItem(SEARCH_STORAGE_PREFIX + key), null),
    set: (key, value) => attempt((store) => store.setItem(SEARCH_STORAGE_PREFIX + key, value), undefined),
    remove: (key) => attempt((store) => store.removeItem(SEARCH_STORAGE_PREFIX + key), undefined),
  };
}
