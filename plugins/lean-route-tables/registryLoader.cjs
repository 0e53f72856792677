// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/** One registry entry: `"<chunk>": [() => import(...), "<module path>", require.resolveWeak(...)]`. */
const ENTRY = /^\s+"[^"]+": \[/gm;
/** The module path, the entry's second element, between its loader and its `require.resolveWeak`. */
const MODULE_PATH = /(\), )"[^"\n]*"(, require\.resolveWeak\()/g;

/**
 * Empties the module paths of `.docusaurus/registry.js` in the browser bundle. Each route chunk's entry
 * carries its source file's path ("@site/docs/…/page.md"), which only the server render reads (to list the
 * chunks a page used); in the browser they were dead weight in the bundle every page loads first, one per
 * chunk of the site (facebook/docusaurus#7256).
 * @param {string} source the generated registry module
 * @returns {string} the registry with empty module paths
 */
function emptyModulePaths(source) {
  const entries = (source.match(ENTRY) ?? []).length;
  let emptied = 0;
  const output = source.replace(MODULE_PATH, (_match, before, after) => {
    emptied += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || emptied !== entries) {
    throw new Error(
      `lean-route-tables: emptied ${emptied} module paths in registry.js, which has ${entries} entries; Docusaurus changed the registry's format, so review plugins/lean-route-tables`,
    );
  }
  return output;
}

module.exports = emptyModulePaths;
module.exports.emptyModulePaths = emptyModulePaths;
