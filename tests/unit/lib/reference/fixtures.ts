import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../../../../src/lib/reference/moduleInterface';

export const MODULES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'modules');

/** The .tf files of a fixture module, named as the generator names them in messages. */
export function fixtureFiles(name: string): SourceFile[] {
  const dir = path.join(MODULES_DIR, name);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tf'))
    .sort()
    .map((file) => ({ path: `${name}/${file}`, content: readFileSync(path.join(dir, file), 'utf8') }));
}

export function fixtureReadme(name: string): string {
  return readFileSync(path.join(MODULES_DIR, name, 'README.md'), 'utf8');
}
