// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * The remount key that theme-classic's `CodeBlock` and `Tabs` put on their content. `useIsBrowser()` turns
 * true right after hydration, so the key changes and React throws away every code block and tab set it has
 * just hydrated and builds them again: on a page of HCL that is most of the DOM, tokenised twice.
 */
const REMOUNT_KEY = /key=\{String\(isBrowser\)\}/g;

/**
 * @param {string} source the theme module's source
 * @param {string} file its path, for the error message
 * @returns {string} the source without the remount key
 */
function removeRemountKey(source, file) {
  const matches = source.match(REMOUNT_KEY) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `hydrate-once: expected one key={String(isBrowser)} in ${file}, found ${matches.length}; the theme changed, so review plugins/hydrate-once`,
    );
  }
  return source.replace(REMOUNT_KEY, '');
}

/** @this {{ resourcePath: string }} @param {string} source */
function hydrateOnceLoader(source) {
  return removeRemountKey(source, this.resourcePath);
}

module.exports = hydrateOnceLoader;
module.exports.removeRemountKey = removeRemountKey;
