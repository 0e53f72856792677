// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * The docs plugin gives every doc page the version's `docs` map, whose descriptions serve only the
 * theme's DocCard (category index cards), which this site does not use. Dropping them takes about a
 * fifth of the bytes every doc page downloads before it renders.
 * @param {unknown} data parsed JSON of one generated docs data file
 * @returns {boolean} whether `data` was version metadata (and was trimmed in place)
 */
function trimVersionMetadata(data) {
  const version = data && typeof data === 'object' ? data.version : undefined;
  if (!version || typeof version !== 'object' || !version.docsSidebars || !version.docs) return false;
  for (const doc of Object.values(version.docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return true;
}

/** @param {string} source one generated docs data file */
function trimDocsMetadataLoader(source) {
  const data = JSON.parse(source);
  return trimVersionMetadata(data) ? JSON.stringify(data) : source;
}

module.exports = trimDocsMetadataLoader;
module.exports.trimVersionMetadata = trimVersionMetadata;
