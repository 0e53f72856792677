import { registeredPrism } from './prismRegistry';

let pending: Promise<void> | undefined;

/**
 * Starts loading Prism and the site's languages, unless they are loaded or on their way. A failed load
 * is forgotten, so the next code block that needs Prism tries again; until then code shows as plain text.
 */
export function requestPrism(): void {
  if (registeredPrism() || pending) return;
  pending = import('./registerPrism').then(
    () => undefined,
    (error: unknown) => {
      pending = undefined;
      console.warn('Code highlighting did not load; code blocks show plain text until it does.', error);
    },
  );
}
