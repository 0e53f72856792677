// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/** The `ssrTemplate` property of the generated config module, one JSON-encoded string on its own line. */
const SSR_TEMPLATE = /^ {2}"ssrTemplate": "(?:[^"\\\n]|\\.)*",?\n/gm;

/**
 * Drops `ssrTemplate` from `.docusaurus/docusaurus.config.mjs` in the browser bundle. Docusaurus ships
 * the whole site config to the browser, but only the build reads the page template (from the config in
 * Node, not from this module): in the bundle every page loads first it was 1.2 KB gzip of dead weight.
 * @param {string} source the generated config module
 * @returns {string} the module without the page template
 */
function dropSsrTemplate(source) {
  const found = source.match(SSR_TEMPLATE) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `server-only-config: expected one "ssrTemplate" line in docusaurus.config.mjs, found ${found.length}; Docusaurus changed how it writes the config module, so review plugins/server-only-config`,
    );
  }
  return source.replace(SSR_TEMPLATE, '');
}

module.exports = dropSsrTemplate;
module.exports.dropSsrTemplate = dropSsrTemplate;
