import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The client modules that require tslib, and so get the site's few helpers instead of all of it. */
export const TSLIB_IMPORTERS = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

/** Serves `tslib` to `@docusaurus/utils-common` in the browser bundles from `client/tslibHelpers.ts`. */
export default function leanTslib(context: LoadContext): Plugin {
  const helpers = path.join(context.siteDir, 'plugins', 'lean-tslib', 'client', 'tslibHelpers.ts');
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: { rules: [{ test: TSLIB_IMPORTERS, resolve: { alias: { tslib$: helpers } } }] },
      };
    },
  };
}
