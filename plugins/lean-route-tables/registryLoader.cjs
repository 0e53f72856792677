// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * One registry entry as `@docusaurus/core`'s codegen writes it:
 * `  "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],`
 */
const ENTRY =
  /^ {2}"([^"\n]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"\n]+)"\), "\2", require\.resolveWeak\("\2"\)\],(?=\n|\};)/gm;
const ANY_ENTRY = /^\s+"[^"]+": \[/gm;

function fail(problem) {
  throw new Error(
    `lean-route-tables: ${problem}; Docusaurus changed its route tables, so review plugins/lean-route-tables`,
  );
}

/**
 * The short name of every route chunk, in the order of `.docusaurus/registry.js`: base 36 counters
 * ("0", "1", ... "a", ... "10"). Docusaurus names each chunk by an 8-digit hash of its module's path, and
 * the names reach every page three times (registry, route chunk table, the runtime's name-to-id map),
 * about 20 incompressible bytes per chunk of the site (facebook/docusaurus#7256).
 * @param {string} registry the generated registry module
 * @returns {Map<string, string>} generated name → short name
 */
function shortChunkNames(registry) {
  const names = new Map();
  for (const [, name] of registry.matchAll(ENTRY)) names.set(name, names.size.toString(36));
  const entries = (registry.match(ANY_ENTRY) ?? []).length;
  if (entries === 0 || names.size !== entries) {
    fail(`read ${names.size} of the ${entries} entries of registry.js`);
  }
  return names;
}

/**
 * The browser's registry: each chunk under its short name, and without its module path, which only the
 * server render reads (to list the chunks a page used).
 * @param {string} source the generated registry module
 * @returns {string} the registry with short names and empty module paths
 */
function leanRegistry(source) {
  const names = shortChunkNames(source);
  return source.replace(ENTRY, (_entry, name, module) => {
    const short = names.get(name);
    return `  "${short}": [() => import(/* webpackChunkName: "${short}" */ "${module}"), "", require.resolveWeak("${module}")],`;
  });
}

module.exports = leanRegistry;
module.exports.leanRegistry = leanRegistry;
module.exports.shortChunkNames = shortChunkNames;
module.exports.fail = fail;
