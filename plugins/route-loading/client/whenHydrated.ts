const waiting: (() => void)[] = [];
let observer: MutationObserver | undefined;

function hydrated(): boolean {
  return document.documentElement.dataset.hasHydrated === 'true';
}

/**
 * Runs callback once Docusaurus has marked the page hydrated, at once if it already has. The mark,
 * `<html data-has-hydrated="true">`, goes through Docusaurus's Head a frame or more after React hydrates.
 * Every link in view asks for this as the page hydrates, so one observer serves them all.
 */
export function whenHydrated(callback: () => void): void {
  if (hydrated()) {
    callback();
    return;
  }
  waiting.push(callback);
  if (observer) return;
  observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer?.disconnect();
    observer = undefined;
    for (const run of waiting.splice(0)) run();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-has-hydrated'] });
}
