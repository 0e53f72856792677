import { createRequire } from 'node:module';
import type * as Pagefind from 'pagefind';

type PagefindApi = typeof Pagefind;

/**
 * Loads Pagefind's Node API. jiti, which loads the Docusaurus config and its plugins, compiles
 * `import()` to `require()`, and Pagefind is ESM-only (its package exports have no `require` entry).
 * A one-line CommonJS helper loaded with Node's own require performs a real dynamic import instead.
 */
export async function importPagefind(): Promise<PagefindApi> {
  const nodeRequire = createRequire(import.meta.url);
  const nativeImport = nodeRequire('./nativeImport.cjs') as (specifier: string) => Promise<unknown>;
  return (await nativeImport('pagefind')) as PagefindApi;
}
