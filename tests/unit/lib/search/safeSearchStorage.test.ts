import { describe, expect, it, vi } from 'vitest';
import {
  createSafeSearchStorage,
  SEARCH_STORAGE_PREFIX,
  type KeyValueStore,
} from '../../../../src/lib/search/safeSearchStorage';

function memoryStore(): KeyValueStore & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createSafeSearchStorage', () => {
  it('reads and writes under the search prefix', () => {
    const store = memoryStore();
    const storage = createSafeSearchStorage(() => store, vi.fn());
    storage.set('recent', '["eks"]');
    expect(store.data.get(`${SEARCH_STORAGE_PREFIX}recent`)).toBe('["eks"]');
    expect(storage.get('recent')).toBe('["eks"]');
    storage.remove('recent');
    expect(storage.get('recent')).toBeNull();
  });

  it('does nothing and warns once when the storage getter throws', () => {
    const warn = vi.fn();
    const storage = createSafeSearchStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    expect(storage.get('recent')).toBeNull();
    expect(() => storage.set('recent', '[]')).not.toThrow();
    expect(() => storage.remove('recent')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/storage is unavailable.*insecure/i);
  });

  it('survives a full quota on write', () => {
    const store = memoryStore();
    const warn = vi.fn();
    const storage = createSafeSearchStorage(
      () => ({
        ...store,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      }),
      warn,
    );
    expect(() => storage.set('recent', '["eks"]')).not.toThrow();
    expect(storage.get('recent')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
