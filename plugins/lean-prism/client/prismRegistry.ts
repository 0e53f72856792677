import type Prism from 'prismjs/components/prism-core';

export type PrismInstance = typeof Prism;

let registered: PrismInstance | undefined;

/**
 * Prism with the site's languages, once a page that shows code has loaded it. Pages import the
 * registration module themselves (see `remarkPrismImport`), so pages without code never download Prism.
 */
export function registeredPrism(): PrismInstance | undefined {
  return registered;
}

export function registerPrism(prism: PrismInstance): void {
  registered = prism;
}
