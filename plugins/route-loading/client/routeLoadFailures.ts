import type { FailedRouteLoad } from '@site/src/lib/navigation/retryingPreload';

// The router runs outside React; this tiny store hands its failures to the notice that Root renders.
let current: FailedRouteLoad | null = null;
const listeners = new Set<() => void>();

export function publishRouteLoadFailure(failure: FailedRouteLoad | null): void {
  current = failure;
  listeners.forEach((listener) => listener());
}

export function subscribeToRouteLoadFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentRouteLoadFailure(): FailedRouteLoad | null {
  return current;
}
