import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as helpers from './client/tslibHelpers';

/** The client modules that require tslib, and so get the site's few helpers instead of all of it. */
export const TSLIB_IMPORTERS = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

/** The tslib helpers the installed `@docusaurus/utils-common` calls, read from its compiled files. */
export function calledHelpers(siteDir: string): string[] {
  const lib = path.dirname(
    createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/utils-common/lib/index.js'),
  );
  const called = new Set<string>();
  for (const file of readdirSync(lib).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) {
      called.add(match[1] ?? '');
    }
  }
  return [...called];
}

/**
 * Serves `tslib` to `@docusaurus/utils-common` in the browser bundles from `client/tslibHelpers.ts`. The
 * build stops when the installed package calls a helper missing there: the browser would throw on it.
 */
export default function leanTslib(context: LoadContext): Plugin {
  const missing = calledHelpers(context.siteDir).filter((helper) => !(helper in helpers));
  if (missing.length > 0) {
    throw new Error(
      `lean-tslib: @docusaurus/utils-common now calls ${missing.join(', ')}; add them to plugins/lean-tslib/client/tslibHelpers.ts or remove lean-tslib from docusaurus.config.ts`,
    );
  }
  const helpersFile = path.join(context.siteDir, 'plugins', 'lean-tslib', 'client', 'tslibHelpers.ts');
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: TSLIB_IMPORTERS, resolve: { alias: { tslib$: helpersFile } } }] },
      };
    },
  };
}
