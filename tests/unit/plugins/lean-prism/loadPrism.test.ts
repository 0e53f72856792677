import { afterEach, describe, expect, it, vi } from 'vitest';

const CLIENT = '../../../../plugins/lean-prism/client';

afterEach(() => {
  vi.doUnmock(`${CLIENT}/registerPrism`);
  vi.restoreAllMocks();
});

/**
 * A fresh loader whose Prism module fails to load the first `failures` times and otherwise registers a
 * stand-in Prism, as the real one does.
 */
async function loaderWith(failures: number) {
  vi.resetModules();
  const registry = await import(`${CLIENT}/prismRegistry`);
  let loads = 0;
  vi.doMock(`${CLIENT}/registerPrism`, () => {
    loads += 1;
    if (loads <= failures) throw new Error('Loading chunk prism failed');
    registry.registerPrism({ languages: {} } as never);
    return {};
  });
  const { requestPrism } = await import(`${CLIENT}/loadPrism`);
  return { requestPrism, registry, loads: () => loads };
}

/** Lets the loader's import and its handlers settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requestPrism', () => {
  it('loads Prism once however often it is asked', async () => {
    const { requestPrism, registry, loads } = await loaderWith(0);
    requestPrism();
    requestPrism();
    await settle();
    requestPrism();
    expect(loads()).toBe(1);
    expect(registry.registeredPrism()).toBeDefined();
  });

  it('warns when the load fails and tries again when asked next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requestPrism, registry, loads } = await loaderWith(1);
    requestPrism();
    await settle();
    expect(registry.registeredPrism()).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Code highlighting did not load'),
      expect.any(Error),
    );
    requestPrism();
    await settle();
    expect(loads()).toBe(2);
    expect(registry.registeredPrism()).toBeDefined();
  });
});
