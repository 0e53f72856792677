/**
 * Runs callback once Docusaurus has marked the page hydrated, at once if it already has. The mark,
 * `<html data-has-hydrated="true">`, goes through Docusaurus's Head a frame or more after React hydrates.
 */
export function whenHydrated(callback: () => void): void {
  const root = document.documentElement;
  const hydrated = () => root.dataset.hasHydrated === 'true';
  if (hydrated()) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}
