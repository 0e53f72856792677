/**
 * Loads Prism's core plus `prism.additionalLanguages` (through the theme's swizzlable
 * `prism-include-languages`) and hands it to the code blocks. On the server, every MDX page with a fenced
 * code block imports it; in the browser it is loaded on demand (`loadPrism`), or imported by the pages
 * whose line-numbered blocks cannot hydrate without it.
 */
import './manualPrism';
import Prism from 'prismjs/components/prism-core';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { registerPrism } from './prismRegistry';

prismIncludeLanguages(Prism);
registerPrism(Prism);

/** Called by each page with code as its module runs (see `remarkPrismImport`): Prism is there already. */
export function requestPrismForPage(): boolean {
  return true;
}
