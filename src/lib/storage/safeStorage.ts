/** The part of the Web Storage API the site uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that never throws: once the underlying storage fails, it logs one warning and does nothing. */
export interface SafeStorage {
  get(key: string): string | null;
  /** Returns whether the value was stored. */
  set(key: string, value: string): boolean;
  remove(key: string): boolean;
  /** False once the storage has failed; nothing is read or written after that. */
  readonly available: boolean;
}

/**
 * Wraps a storage that may be missing or throw on every access (storage disabled, private modes, full
 * quota). `resolve` is called on first use, so creating the wrapper is safe during server rendering.
 */
export function createSafeStorage(
  resolve: () => StorageLike | null | undefined,
  warn: (message: string) => void,
): SafeStorage {
  let storage: StorageLike | null = null;
  let failed = false;

  function fail(error: unknown): void {
    if (failed) return;
    failed = true;
    storage = null;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    warn(`Browser storage is unavailable (${reason}); preferences will not be saved.`);
  }

  function attempt<T>(operation: (target: StorageLike) => T, fallback: T): T {
    if (failed) return fallback;
    try {
      if (!storage) {
        storage = resolve() ?? null;
        if (!storage) throw new Error('no storage in this environment');
      }
      return operation(storage);
    } catch (error: unknown) {
      fail(error);
      return fallback;
    }
  }

  return {
    get: (key) => attempt((target) => target.getItem(key), null),
    set: (key, value) =>
      attempt((target) => {
        target.setItem(key, value);
        return true;
      }, false),
    remove: (key) =>
      attempt((target) => {
        target.removeItem(key);
        return true;
      }, false),
    get available() {
      return !failed;
    },
  };
}

/** Reads a boolean preference stored as "true"; anything else, or no storage, reads as false. */
export function readFlag(storage: SafeStorage, key: string): boolean {
  return storage.get(key) === 'true';
}

/** Stores a boolean preference; false removes the key rather than storing "false". */
export function writeFlag(storage: SafeStorage, key: string, value: boolean): boolean {
  return value ? storage.set(key, 'true') : storage.remove(key);
}
