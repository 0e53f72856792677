import type Prism from 'prismjs/components/prism-core';

export type PrismInstance = typeof Prism;

let registered: PrismInstance | undefined;
const listeners = new Set<() => void>();

/**
 * Prism with the site's languages, once it has loaded. On the server, pages with code import the
 * registration module themselves (see `remarkPrismImport`); in the browser it arrives after hydration
 * (`loadPrism`), so pages without code never download it and pages with code do not wait for it.
 */
export function registeredPrism(): PrismInstance | undefined {
  return registered;
}

export function registerPrism(prism: PrismInstance): void {
  registered = prism;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` when Prism is registered; returns the function that stops it. */
export function onPrismRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
