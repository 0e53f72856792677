declare module '@route-sections' {
  import type { RouteSectionLoader } from '@site/src/lib/navigation/routeSections';

  /** Installs the route section of a path before the router matches it (plugins/route-sections). */
  const routeSections: RouteSectionLoader;
  export default routeSections;
}
