import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import routeSections from '@route-sections';
import { createIdleQueue, indexChunkNames } from '@site/src/lib/navigation/routeChunks';
import preloadHelper from './preload';
import { requestIdle } from './requestIdle';
import { whenHydrated } from './whenHydrated';

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
let chunkIndex: Map<string, string[]> | undefined;
/** The number of route sections installed when chunkIndex was built: each one adds routes. */
let indexedSections = -1;

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function prefetchChunks(routePath: string): void {
  if (chunkIndex === undefined || indexedSections !== routeSections.installed) {
    chunkIndex = indexChunkNames(routesChunkNames);
    indexedSections = routeSections.installed;
  }
  const index = chunkIndex;
  const chunkNames = matchRoutes(routes, routePath).flatMap(({ route }) =>
    route.path === undefined ? [] : (index.get(route.path) ?? []),
  );
  for (const chunkName of chunkNames) {
    const url = routeSections.chunkUrl(chunkName);
    if (url) void prefetchHelper(url);
  }
}

const prefetchWhenIdle = createIdleQueue(prefetchChunks, {
  requestIdle: (run) => requestIdle((deadline) => run(() => deadline.timeRemaining() > 1)),
});

/**
 * Stands in for Docusaurus's `./docusaurus` client module (`window.docusaurus`), with the same `prefetch`
 * and `preload`, except that both first install the path's route section (plugins/route-sections), and
 * prefetching a link in view looks its chunks up in an index (built again when a section arrives) and
 * waits for an idle moment, instead of scanning every route at once while the page hydrates.
 */
const docusaurus = {
  prefetch(routePath: string): boolean {
    if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
    fetched.add(routePath);
    // The link's route section is fetched too, once the page has hydrated, so it never delays that.
    whenHydrated(() => {
      routeSections.load(routePath).then(
        () => prefetchWhenIdle(routePath),
        // Offline or a stale deployment: prefetching is only a head start, so a later attempt may retry.
        () => fetched.delete(routePath),
      );
    });
    return true;
  },
  preload(routePath: string): false | Promise<unknown> {
    if (isSlowConnection() || loaded.has(routePath)) return false;
    loaded.add(routePath);
    return preloadHelper(routePath);
  },
};

export default Object.freeze(docusaurus);
