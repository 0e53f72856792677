/** A route whose code could not be fetched, and how to try again. */
export interface FailedRouteLoad {
  readonly pathname: string;
  readonly error: unknown;
  readonly retry: () => void;
}

/**
 * Wraps the router's preload so a failed chunk load never rejects: the current page stays on screen, the
 * failure is reported with a `retry`, and the returned promise resolves once a retry succeeds, which lets
 * the pending navigation complete. Docusaurus would otherwise reload the whole page (SPEC §2, §8).
 */
export function retryingPreload(
  preload: (pathname: string) => Promise<unknown>,
  onFailure: (failure: FailedRouteLoad) => void,
): (pathname: string) => Promise<void> {
  return (pathname) =>
    new Promise<void>((resolve) => {
      const attempt = (): void => {
        preload(pathname).then(
          () => resolve(),
          (error: unknown) => onFailure({ pathname, error, retry: attempt }),
        );
      };
      attempt();
    });
}
