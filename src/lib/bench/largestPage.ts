/** One HTML page of a build. */
export interface BuiltPage {
  readonly route: string;
  readonly htmlBytes: number;
}

/** The route a build file serves: `a/b/index.html` is `/a/b`, other files keep their name. */
export function routeOfHtmlFile(relativePath: string): string {
  const route = `/${relativePath.split(/[\\/]/).join('/')}`;
  return route.endsWith('/index.html') ? route.slice(0, -'/index.html'.length) || '/' : route;
}

/** Whether a route lies below a folder, where a `*` segment of the folder matches any one segment. */
export function isUnder(route: string, folder: string): boolean {
  const routeSegments = route.split('/').filter(Boolean);
  const folderSegments = folder.split('/').filter(Boolean);
  return (
    routeSegments.length > folderSegments.length &&
    folderSegments.every((segment, index) => segment === '*' || segment === routeSegments[index])
  );
}

/** The heaviest page below a folder, by HTML bytes, or undefined when the folder has none. */
export function largestPageUnder(pages: readonly BuiltPage[], folder: string): BuiltPage | undefined {
  return pages
    .filter((page) => isUnder(page.route, folder))
    .reduce<BuiltPage | undefined>(
      (largest, page) => (largest && largest.htmlBytes >= page.htmlBytes ? largest : page),
      undefined,
    );
}
