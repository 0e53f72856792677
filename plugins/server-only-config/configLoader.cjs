// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * Site settings only the build reads, from the config in Node: the page template, the head tags it
 * renders, the presets and plugins with their options, and the Markdown options the MDX compiler takes.
 * No browser code of Docusaurus, its themes or this site reads them (`configLoader.test.ts` checks the
 * installed packages); in the bundle every page loads first they were 1.9 KB gzip of dead weight.
 */
const SERVER_ONLY = ['ssrTemplate', 'headTags', 'presets', 'plugins', 'markdown'];

/** `.docusaurus/docusaurus.config.mjs`: a comment, then `export default ${JSON.stringify(siteConfig, null, 2)};`. */
const MODULE = /^([\s\S]*?\nexport default )(\{[\s\S]*\});\s*$/;

/**
 * Drops the server-only settings from the generated config module in the browser bundle.
 * @param {string} source the generated config module
 * @returns {string} the module without those settings
 */
function dropServerOnlySettings(source) {
  const fail = (problem) => {
    throw new Error(
      `server-only-config: ${problem} in docusaurus.config.mjs; Docusaurus changed how it writes the config module, so review plugins/server-only-config`,
    );
  };
  const match = MODULE.exec(source);
  if (!match) return fail('found no `export default {…};`');
  let config;
  try {
    config = JSON.parse(match[2]);
  } catch {
    return fail('the exported config is not JSON');
  }
  const missing = SERVER_ONLY.filter((key) => !Object.hasOwn(config, key));
  if (missing.length > 0)
    fail(`expected the settings ${SERVER_ONLY.join(', ')}, found no ${missing.join(', ')}`);
  const browserConfig = Object.fromEntries(
    Object.entries(config).filter(([key]) => !SERVER_ONLY.includes(key)),
  );
  return `${match[1]}${JSON.stringify(browserConfig, null, 2)};\n`;
}

module.exports = dropServerOnlySettings;
module.exports.dropServerOnlySettings = dropServerOnlySettings;
module.exports.SERVER_ONLY = SERVER_ONLY;
