// A bundler loader, so plain CommonJS: webpack and Rspack load loaders with Node's require, not jiti.
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { fail, shortChunkNames } = require('./registryLoader.cjs');

/**
 * `.docusaurus/routesChunkNames.json` with every chunk name replaced by the short name that the browser's
 * registry gives it (see `registryLoader.cjs`).
 * @param {string} source the generated route chunk table
 * @param {string} registry the generated registry module beside it
 * @returns {string} the table with short chunk names
 */
function shortenRouteChunkNames(source, registry) {
  const names = shortChunkNames(registry);
  const rename = (value) => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) fail(`routesChunkNames.json names a chunk, ${value}, that registry.js lacks`);
      return short;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (value === null || typeof value !== 'object') fail('routesChunkNames.json holds a non-name value');
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
  };
  return JSON.stringify(rename(JSON.parse(source)));
}

/** @this {{ resourcePath: string, addDependency(file: string): void }} @param {string} source */
function chunkNamesLoader(source) {
  const registryFile = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryFile);
  return shortenRouteChunkNames(source, readFileSync(registryFile, 'utf8'));
}

module.exports = chunkNamesLoader;
module.exports.shortenRouteChunkNames = shortenRouteChunkNames;
