import preload from '@docusaurus/core/lib/client/preload';
import routeSections from '@route-sections';

/**
 * Docusaurus's preload once the path's route section is in the route tables (plugins/route-sections):
 * Docusaurus matches the path against the tables, then loads the matched routes' chunks.
 */
export default function preloadRoute(pathname: string): Promise<unknown> {
  return routeSections.load(pathname).then(() => preload(pathname));
}
