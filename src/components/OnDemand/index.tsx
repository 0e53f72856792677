import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched the first time it renders, for theme parts this site's pages show
 * rarely or never: their code stays out of the chunk every doc page loads before it hydrates. The server
 * renders it as usual; in the browser React keeps the server's markup until the code is there, then
 * hydrates it.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  return function OnDemand(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
