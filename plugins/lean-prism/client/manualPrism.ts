// Must run before prism-core: tells Prism not to re-highlight the page's code blocks on its own,
// which would rewrite the DOM React renders.
(globalThis as { Prism?: { manual: boolean } }).Prism = { manual: true };

export {};
