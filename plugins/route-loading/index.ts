import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Docusaurus's component that keeps the current page on screen while the next one loads. */
export const PENDING_NAVIGATION = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]PendingNavigation\.js$/;

/**
 * The two route-loading behaviours of SPEC §2 that Docusaurus does not expose as options:
 * - the progress bar appears after 1000 ms (the theme waits 200 ms): the theme's progress-bar client
 *   module is replaced by `client/progressBar.ts`;
 * - a page whose chunks fail to load keeps the current page and offers Retry (Docusaurus reloads the
 *   whole page): PendingNavigation's `./preload` import is replaced by `client/preloadWithRetry.ts`.
 * Both stand-ins are resolved here, so a Docusaurus upgrade that moves either file fails the build.
 */
export default function routeLoading(context: LoadContext): Plugin {
  const resolveFromSite = createRequire(path.join(context.siteDir, 'package.json')).resolve;
  const clientDir = path.join(context.siteDir, 'plugins', 'route-loading', 'client');
  const themeProgressBar = resolveFromSite('@docusaurus/theme-classic/lib/nprogress.js');
  const pendingNavigation = resolveFromSite('@docusaurus/core/lib/client/PendingNavigation.js');
  if (!PENDING_NAVIGATION.test(pendingNavigation)) {
    throw new Error(`route-loading: unexpected location of PendingNavigation (${pendingNavigation})`);
  }
  return {
    name: 'route-loading',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { [themeProgressBar]: path.join(clientDir, 'progressBar.ts') } },
        module: {
          rules: [
            {
              test: PENDING_NAVIGATION,
              resolve: { alias: { './preload': path.join(clientDir, 'preloadWithRetry.ts') } },
            },
          ],
        },
      };
    },
  };
}
