import { createSafeStorage } from '@site/src/lib/storage/safeStorage';

/**
 * The site's own preferences in localStorage, for browser code only. Every preference the site writes
 * goes through this instance, so blocked storage logs a single warning and nothing throws.
 */
export const siteStorage = createSafeStorage(
  () => window.localStorage,
  (message) => console.warn(message),
);
