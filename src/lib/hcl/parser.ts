import { parse } from '@cdktn/hcl2json';

/**
 * Parses HCL to the JSON shape of HashiCorp's hcl2json: blocks as maps of arrays, expressions as
 * `${...}` strings. The one place that names the parser library, so the generator and the content
 * checks share it and it can be swapped.
 */
export type HclParser = (fileName: string, source: string) => Promise<unknown>;

/** HashiCorp's HCL parser compiled to WebAssembly, as published by CDK Terrain (`@cdktn/hcl2json`). */
export const parseHcl: HclParser = (fileName, source) => parse(fileName, source);
