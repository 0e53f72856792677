// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * Leaves out of a docs version data module (`{ version: { docsSidebars } }`, which every doc page loads
 * before it renders) the sidebars that plugins/route-sections moved into sections: the section of a page
 * that shows one puts it back before the page renders. Fails when a sidebar it should drop is missing.
 * @this {{ resourcePath: string, getOptions(): { drop?: unknown } }}
 * @param {string} source the generated JSON module
 * @returns {string} the module without the sections' sidebars
 */
function dropSectionSidebars(source) {
  const { drop } = this.getOptions();
  const data = JSON.parse(source);
  const sidebars = data && data.version && data.version.docsSidebars;
  const fail = (problem) => {
    throw new Error(`route-sections: ${problem} in ${this.resourcePath}; review plugins/route-sections`);
  };
  if (!Array.isArray(drop)) fail('no sidebars to drop were given');
  if (!sidebars || typeof sidebars !== 'object') fail('no version.docsSidebars');
  const missing = drop.filter((name) => !(name in sidebars));
  if (missing.length > 0) fail(`no sidebar ${missing.join(', ')}`);
  data.version.docsSidebars = Object.fromEntries(
    Object.entries(sidebars).filter(([name]) => !drop.includes(name)),
  );
  return JSON.stringify(data);
}

module.exports = dropSectionSidebars;
