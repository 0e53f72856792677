import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import { createIdleQueue, indexChunkNames } from '@site/src/lib/navigation/routeChunks';
import { requestIdle } from './requestIdle';
import { whenHydrated } from './whenHydrated';

// Docusaurus's ChunkAssetPlugin adds `gca` to the bundler runtime: a chunk name's URL.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
let chunkIndex: Map<string, string[]> | undefined;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function prefetchChunks(routePath: string): void {
  chunkIndex ??= indexChunkNames(routesChunkNames);
  const index = chunkIndex;
  for (const { route } of matchRoutes(routes, routePath)) {
    for (const chunkName of route.path === undefined ? [] : (index.get(route.path) ?? [])) {
      // A chunk the bundler merged into another has no URL of its own.
      const url = __webpack_require__.gca(chunkName);
      if (url && !url.includes('undefined')) void prefetchHelper(url);
    }
  }
}

const prefetchWhenIdle = createIdleQueue(prefetchChunks, {
  requestIdle: (run) => requestIdle((deadline) => run(() => deadline.timeRemaining() > 1)),
});

/**
 * Stands in for Docusaurus's `./docusaurus` client module (`window.docusaurus`), with the same `prefetch`
 * and `preload`, except that prefetching a link in view waits until the page has hydrated and the
 * browser is idle, and looks the link's chunks up in an index: Docusaurus scans every route's chunk
 * names for each link at once while the page hydrates, a cost that grows with every page of the site.
 */
const docusaurus = {
  prefetch(routePath: string): boolean {
    if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
    fetched.add(routePath);
    whenHydrated(() => prefetchWhenIdle(routePath));
    return true;
  },
  preload(routePath: string): false | Promise<unknown> {
    if (isSlowConnection() || loaded.has(routePath)) return false;
    loaded.add(routePath);
    return preloadHelper(routePath);
  },
};

export default Object.freeze(docusaurus);
