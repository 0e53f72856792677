/**
 * What a page with code imports in the browser (the server gets `registerPrism`, see plugins/lean-prism).
 * The first page's code blocks hydrate from the server's highlighted markup and need no Prism. A later
 * page's module runs when a link to it is preloaded (hovered or touched) or followed, once the first page
 * has hydrated: Prism is fetched then, beside that page's own chunks.
 */
import { requestPrism } from './loadPrism';
import { registeredPrism } from './prismRegistry';

/** Called by each page with code as its module runs; whether Prism is there yet. */
export function requestPrismForPage(): boolean {
  if (document.documentElement.dataset.hasHydrated === 'true') requestPrism();
  return registeredPrism() !== undefined;
}
