/** `@generated/routesChunkNames`: for each route (`<path>-<hash>`), a tree of the chunk names it loads. */
export type RoutesChunkNames = Readonly<Record<string, unknown>>;

/** Every chunk name in one route's tree (its leaves), in tree order. */
export function leafChunkNames(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(leafChunkNames);
}

/**
 * The chunk names of every route, keyed by route path (the key without its `-<hash>` suffix; routes that
 * share a path, such as the docs root layouts on `/`, share an entry). Docusaurus scans the whole table
 * for each prefetched link instead, so that cost grew with every page of the site.
 */
export function indexChunkNames(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeWithHash, tree] of Object.entries(routesChunkNames)) {
    const routePath = routeWithHash.replace(/-[^-]+$/, '');
    index.set(routePath, [...(index.get(routePath) ?? []), ...leafChunkNames(tree)]);
  }
  return index;
}

/** What the idle queue needs of the browser, so tests can drive it. */
export interface IdleScheduler {
  requestIdle(callback: (hasTimeLeft: () => boolean) => void): void;
}

/**
 * Runs queued jobs when the main thread is idle, as many as fit in each idle period. Links report that
 * they are in view all at once while the page hydrates; doing their prefetch work there made one long
 * task of it.
 */
export function createIdleQueue<T>(run: (item: T) => void, scheduler: IdleScheduler): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const drain = (hasTimeLeft: () => boolean): void => {
    do {
      const item = queue.shift();
      if (item === undefined) break;
      run(item);
    } while (hasTimeLeft());
    scheduled = queue.length > 0;
    if (scheduled) scheduler.requestIdle(drain);
  };
  return (item: T) => {
    queue.push(item);
    if (scheduled) return;
    scheduled = true;
    scheduler.requestIdle(drain);
  };
}
