// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * The docs plugin gives every doc page the version's `docs` map, a title and description for every doc of
 * the site. Only the theme's DocCard reads it (through `useDocById`), and this site renders no DocCard, so
 * the map is emptied: it grows with every page and every doc page downloads it before it renders. The
 * sidebars, which the pages do use, stay as they are.
 * @param {unknown} data parsed JSON of one generated docs data file
 * @returns {boolean} whether `data` was version metadata (and was trimmed in place)
 */
function trimVersionMetadata(data) {
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return false;
  version.docs = {};
  return true;
}

/** @param {string} source one generated docs data file */
function trimDocsMetadataLoader(source) {
  const data = JSON.parse(source);
  return trimVersionMetadata(data) ? JSON.stringify(data) : source;
}

module.exports = trimDocsMetadataLoader;
module.exports.trimVersionMetadata = trimVersionMetadata;
