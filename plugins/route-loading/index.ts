import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Docusaurus's component that keeps the current page on screen while the next one loads. */
export const PENDING_NAVIGATION = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]PendingNavigation\.js$/;

/** Docusaurus's client entry, which mounts `./docusaurus` (prefetch and preload) on `window.docusaurus`. */
export const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** Imports inside Docusaurus's client replaced here: the importing file, then each request and its stand-in. */
const STAND_INS: readonly (readonly [RegExp, Readonly<Record<string, string>>])[] = [
  [PENDING_NAVIGATION, { './preload': 'preloadWithRetry.ts' }],
  [CLIENT_ENTRY, { './docusaurus': 'docusaurus.ts' }],
];

/**
 * The two route-loading behaviours of SPEC §2 that Docusaurus does not expose as options:
 * - the progress bar appears after 1000 ms (the theme waits 200 ms): the theme's progress-bar client
 *   module is replaced by `client/progressBar.ts`;
 * - a page whose chunks fail to load keeps the current page and offers Retry (Docusaurus reloads the
 *   whole page): PendingNavigation's `./preload` import is replaced by `client/preloadWithRetry.ts`.
 * The stand-ins' targets are resolved here, so a Docusaurus upgrade that moves them fails the build.
 */
export default function routeLoading(context: LoadContext): Plugin {
  const resolveFromSite = createRequire(path.join(context.siteDir, 'package.json')).resolve;
  const clientDir = path.join(context.siteDir, 'plugins', 'route-loading', 'client');
  const themeProgressBar = resolveFromSite('@docusaurus/theme-classic/lib/nprogress.js');
  for (const [file, pattern] of [
    ['PendingNavigation.js', PENDING_NAVIGATION],
    ['clientEntry.js', CLIENT_ENTRY],
  ] as const) {
    const resolved = resolveFromSite(`@docusaurus/core/lib/client/${file}`);
    if (!pattern.test(resolved))
      throw new Error(`route-loading: unexpected location of ${file} (${resolved})`);
  }
  return {
    name: 'route-loading',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: { alias: { [themeProgressBar]: path.join(clientDir, 'progressBar.ts') } },
        module: {
          rules: STAND_INS.map(([test, standIns]) => ({
            test,
            resolve: {
              alias: Object.fromEntries(
                Object.entries(standIns).map(([request, file]) => [request, path.join(clientDir, file)]),
              ),
            },
          })),
        },
      };
    },
  };
}
