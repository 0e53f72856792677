import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SOURCE_DIRS = ['src', 'plugins', 'scripts', 'tests'];
const ROOT_FILES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
];

/** Module names the bundler or Docusaurus provides, not npm packages: the site's and the plugins' aliases. */
const ALIASES = /^(@site|@theme|@theme-original|@theme-init|@generated|@reference-entries|@lean-prism)(\/|$)/;
const DOCUSAURUS_CLIENT_API = new Set(
  readdirSync(path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports')).map(
    (file) => `@docusaurus/${file.replace(/\..*$/, '')}`,
  ),
);

const SPECIFIER =
  /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|require(?:\.resolve)?\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(): string[] {
  const inDirs = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(c|m)?(t|j)sx?$/.test(file) && !file.includes('generated'))
      .map((file) => path.join(dir, file)),
  );
  return [...inDirs, ...ROOT_FILES];
}

/** The package a bare specifier names: `@scope/name` or `name`; undefined for relative paths and aliases. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes('${')) return undefined;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? ''))
    return undefined;
  if (ALIASES.test(specifier)) return undefined;
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (name && DOCUSAURUS_CLIENT_API.has(specifier)) return undefined;
  return name;
}

describe('package.json', () => {
  it('declares every package the code imports (a type-only import may be covered by @types)', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ]);
    const undeclared = new Set<string>();
    for (const file of sourceFiles()) {
      for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(SPECIFIER)) {
        const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
        const types = `@types/${name?.replace(/^@([^/]+)\//, '$1__')}`;
        if (name && !declared.has(name) && !declared.has(types)) undeclared.add(`${name} (${file})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});
