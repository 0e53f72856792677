import { describe, expect, it, vi } from 'vitest';
import {
  createSafeStorage,
  readFlag,
  writeFlag,
  type StorageLike,
} from '../../../../src/lib/storage/safeStorage';

function memoryStorage(): StorageLike & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

describe('createSafeStorage', () => {
  it('reads, writes and removes through a working storage', () => {
    const backing = memoryStorage();
    const warn = vi.fn();
    const storage = createSafeStorage(() => backing, warn);
    expect(storage.set('key', 'value')).toBe(true);
    expect(storage.get('key')).toBe('value');
    expect(storage.remove('key')).toBe(true);
    expect(storage.get('key')).toBeNull();
    expect(storage.available).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not touch the storage until first used', () => {
    const resolve = vi.fn(memoryStorage);
    createSafeStorage(resolve, vi.fn());
    expect(resolve).not.toHaveBeenCalled();
  });

  it('logs one warning and does nothing when reaching the storage throws', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw securityError();
    }, warn);
    expect(storage.get('key')).toBeNull();
    expect(storage.set('key', 'value')).toBe(false);
    expect(storage.remove('key')).toBe(false);
    expect(storage.available).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /storage is unavailable \(SecurityError: The operation is insecure\.\)/,
    );
  });

  it('logs one warning when every method of the storage throws', () => {
    const warn = vi.fn();
    const throwing: StorageLike = {
      getItem: () => {
        throw securityError();
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {
        throw securityError();
      },
    };
    const storage = createSafeStorage(() => throwing, warn);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(storage.set('key', 'value')).toBe(false);
      expect(storage.get('key')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/QuotaExceededError/);
  });

  it('stops using a storage after its first failure', () => {
    const backing = memoryStorage();
    let broken = false;
    const flaky: StorageLike = {
      ...backing,
      getItem: (key) => {
        if (broken) throw securityError();
        return backing.getItem(key);
      },
    };
    const storage = createSafeStorage(() => flaky, vi.fn());
    storage.set('key', 'value');
    broken = true;
    expect(storage.get('key')).toBeNull();
    broken = false;
    expect(storage.get('key')).toBeNull();
    expect(storage.set('other', 'value')).toBe(false);
    expect(backing.data.has('other')).toBe(false);
  });

  it('warns when there is no storage in the environment', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => undefined, warn);
    expect(storage.get('key')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('flags', () => {
  it('stores true as "true" and removes the key for false', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(() => backing, vi.fn());
    expect(readFlag(storage, 'flag')).toBe(false);
    writeFlag(storage, 'flag', true);
    expect(backing.data.get('flag')).toBe('true');
    expect(readFlag(storage, 'flag')).toBe(true);
    writeFlag(storage, 'flag', false);
    expect(backing.data.has('flag')).toBe(false);
  });

  it.each(['false', '1', 'yes', ''])('reads the stored value %j as false', (value) => {
    const backing = memoryStorage();
    backing.data.set('flag', value);
    expect(
      readFlag(
        createSafeStorage(() => backing, vi.fn()),
        'flag',
      ),
    ).toBe(false);
  });

  it('reads false and writes nothing when storage throws', () => {
    const storage = createSafeStorage(() => {
      throw securityError();
    }, vi.fn());
    expect(writeFlag(storage, 'flag', true)).toBe(false);
    expect(readFlag(storage, 'flag')).toBe(false);
  });
});
