/** A route whose code could not be fetched. */
export interface FailedRouteLoad {
  readonly pathname: string;
  readonly error: unknown;
}

/**
 * Wraps the router's preload so a failed chunk load never settles: the pending navigation keeps the current
 * page on screen and the failure is reported instead (SPEC §2, §8). Docusaurus would otherwise reload the
 * whole page at once. The loader caches a failed load, so trying again means loading the page in full.
 */
export function holdOnFailure(
  preload: (pathname: string) => Promise<unknown>,
  onFailure: (failure: FailedRouteLoad) => void,
): (pathname: string) => Promise<void> {
  return (pathname) =>
    new Promise<void>((resolve) => {
      preload(pathname).then(
        () => resolve(),
        (error: unknown) => onFailure({ pathname, error }),
      );
    });
}

/** The address a Retry loads: the failed page, keeping its query and hash when the address bar shows it. */
export function retryUrl(
  failedPathname: string,
  current: { readonly pathname: string; readonly search: string; readonly hash: string },
): string {
  return current.pathname === failedPathname
    ? `${current.pathname}${current.search}${current.hash}`
    : failedPathname;
}
