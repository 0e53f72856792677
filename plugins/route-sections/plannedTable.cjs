// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

/**
 * Serves one of Docusaurus's generated route tables (`routes.js`, `routesChunkNames.json`, `registry.js`,
 * `globalData.json`) to the browser bundle as plugins/route-sections planned it, from the loader's
 * `content` option.
 * @this {{ resourcePath: string, getOptions(): { content?: unknown } }}
 * @returns {string} the planned table
 */
function plannedTable() {
  const { content } = this.getOptions();
  if (typeof content !== 'string') {
    throw new Error(
      `route-sections: no planned table for ${this.resourcePath}; review plugins/route-sections`,
    );
  }
  return content;
}

module.exports = plannedTable;
