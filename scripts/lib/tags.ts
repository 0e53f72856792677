import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';

export const TAGS_FILE = path.resolve(import.meta.dirname, '..', '..', 'docs', 'tags.yml');

/** The allowed tag keys, read from docs/tags.yml (the single source of truth). */
export async function loadAllowedTags(file: string = TAGS_FILE): Promise<Set<string>> {
  const data: unknown = loadYaml(await readFile(file, 'utf8'));
  if (data === null || typeof data !== 'object') throw new Error(`${file} must map tag keys to definitions`);
  return new Set(Object.keys(data));
}
