// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The docs plugin's global data, loaded by every page first, lists every doc of the site with its path
 * and sidebar. In the browser the theme reads that list for two things only: finding the docs the navbar
 * links to (`useLayoutDoc`), and marking a navbar doc item active on pages of the same sidebar
 * (`useActiveDocContext`). So a doc stays listed when the navbar links to it, when it is in the sidebar
 * of a doc the navbar links to, or when it is the main doc; the others go.
 * @param {any} globalData parsed `.docusaurus/globalData.json`, trimmed in place
 * @param {readonly string[]} navbarDocIds the ids of the docs the navbar links to
 * @returns {number} how many docs were left out
 */
function trimGlobalDocs(globalData, navbarDocIds) {
  const fail = (problem) => {
    throw new Error(`trim-docs-metadata: ${problem}; review plugins/trim-docs-metadata/globalDataLoader.cjs`);
  };
  const versions = Object.values(globalData?.[DOCS_PLUGIN] ?? {}).flatMap((plugin) => plugin?.versions ?? []);
  if (versions.length === 0 || !versions.every((version) => Array.isArray(version.docs))) {
    fail('the docs plugin global data has no versions with a docs list');
  }
  let dropped = 0;
  for (const version of versions) {
    const linked = version.docs.filter((doc) => navbarDocIds.includes(doc.id));
    if (linked.length !== navbarDocIds.length)
      fail(`a navbar doc (${navbarDocIds.join(', ')}) is not listed`);
    const sidebars = new Set(linked.map((doc) => doc.sidebar).filter(Boolean));
    const kept = version.docs.filter(
      (doc) => navbarDocIds.includes(doc.id) || doc.id === version.mainDocId || sidebars.has(doc.sidebar),
    );
    dropped += version.docs.length - kept.length;
    version.docs = kept;
  }
  return dropped;
}

/** @this {{ getOptions(): { navbarDocIds: string[] } }} @param {string} source */
function globalDataLoader(source) {
  const data = JSON.parse(source);
  trimGlobalDocs(data, this.getOptions().navbarDocIds);
  return JSON.stringify(data);
}

module.exports = globalDataLoader;
module.exports.trimGlobalDocs = trimGlobalDocs;
