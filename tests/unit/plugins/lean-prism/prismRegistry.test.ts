import { describe, expect, it, vi } from 'vitest';
import type { PrismInstance } from '../../../../plugins/lean-prism/client/prismRegistry';

// Each test gets a fresh registry: it holds module state.
async function freshRegistry() {
  vi.resetModules();
  return import('../../../../plugins/lean-prism/client/prismRegistry');
}

const prism = { languages: {} } as unknown as PrismInstance;

describe('prismRegistry', () => {
  it('tells every listener when Prism is registered, and not a stopped one', async () => {
    const { onPrismRegistered, registerPrism, registeredPrism } = await freshRegistry();
    const first = vi.fn();
    const stopped = vi.fn();
    onPrismRegistered(first);
    onPrismRegistered(stopped)();
    expect(registeredPrism()).toBeUndefined();
    registerPrism(prism);
    expect(registeredPrism()).toBe(prism);
    expect(first).toHaveBeenCalledOnce();
    expect(stopped).not.toHaveBeenCalled();
  });

  it('lets a listener stop itself while listeners are called', async () => {
    const { onPrismRegistered, registerPrism } = await freshRegistry();
    const calls: string[] = [];
    const stop = onPrismRegistered(() => {
      calls.push('first');
      stop();
    });
    onPrismRegistered(() => calls.push('second'));
    registerPrism(prism);
    registerPrism(prism);
    expect(calls).toEqual(['first', 'second', 'second']);
  });
});
