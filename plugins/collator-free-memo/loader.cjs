// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * `useShallowMemoObject` sorts `Object.entries(obj)` by key only so that the memo does not depend on the
 * order the keys were written in. Any fixed order serves, and the keys of one object are distinct, so
 * comparing UTF-16 code units gives the same memo as the locale's collation, without building a collator
 * (about 40 ms of main thread at Lighthouse's 4x CPU slowdown, in the middle of hydration).
 */
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));';

/**
 * @param {string} source the theme module's source
 * @param {string} file its path, for the error message
 * @returns {string} the source with the key sort that needs no collator
 */
function sortKeysWithoutCollator(source, file) {
  const found = source.split(LOCALE_SORT).length - 1;
  if (found !== 1) {
    throw new Error(
      `collator-free-memo: expected one \`${LOCALE_SORT}\` in ${file}, found ${found}; the theme changed, so review plugins/collator-free-memo`,
    );
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
}

/** @this {{ resourcePath: string }} @param {string} source */
function collatorFreeMemoLoader(source) {
  return sortKeysWithoutCollator(source, this.resourcePath);
}

module.exports = collatorFreeMemoLoader;
module.exports.sortKeysWithoutCollator = sortKeysWithoutCollator;
