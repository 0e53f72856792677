// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * theme-classic's `CodeBlock` and `Tabs` read `useIsBrowser()` only to key their content on it. The value
 * turns true right after hydration, so the key changes and React throws away every code block and tab set
 * it has just hydrated and builds them again: on a page of HCL that is most of the DOM, tokenised twice.
 * Without the key the hook call has no use left; without the call the components do not even re-render.
 */
const HOOK_CALL = /const isBrowser = useIsBrowser\(\);/g;
const REMOUNT_KEY = /key=\{String\(isBrowser\)\}/g;

/**
 * @param {string} source the theme module's source
 * @param {string} file its path, for the error message
 * @returns {string} the source without the remount key and the hook call that fed it
 */
function removeRemountKey(source, file) {
  const fail = (problem) => {
    throw new Error(`hydrate-once: ${problem} in ${file}; the theme changed, so review plugins/hydrate-once`);
  };
  const calls = (source.match(HOOK_CALL) ?? []).length;
  const keys = (source.match(REMOUNT_KEY) ?? []).length;
  if (calls !== 1 || keys !== 1) {
    fail(`expected one useIsBrowser() call and one key={String(isBrowser)}, found ${calls} and ${keys}`);
  }
  const output = source.replace(HOOK_CALL, '').replace(REMOUNT_KEY, '');
  if (/\bisBrowser\b/.test(output)) fail('isBrowser is used for more than the remount key');
  return output;
}

/** @this {{ resourcePath: string }} @param {string} source */
function hydrateOnceLoader(source) {
  return removeRemountKey(source, this.resourcePath);
}

module.exports = hydrateOnceLoader;
module.exports.removeRemountKey = removeRemountKey;
