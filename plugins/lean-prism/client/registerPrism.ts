/**
 * Loads Prism's core plus `prism.additionalLanguages` (through the theme's swizzlable
 * `prism-include-languages`) and hands it to the code blocks. Imported by every MDX page with a fenced
 * code block, so the highlighter arrives with those pages' content and nowhere else.
 */
import './manualPrism';
import Prism from 'prismjs/components/prism-core';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { registerPrism } from './prismRegistry';

prismIncludeLanguages(Prism);
registerPrism(Prism);
