import type { RouteSectionLoader } from '@site/src/lib/navigation/routeSections';

// Injected by Docusaurus's ChunkAssetPlugin, which builds without sections keep: a chunk's URL by name.
declare const __webpack_require__: { gca(chunkName: string): string };

/**
 * The dev server and the server render keep Docusaurus's route tables whole: there is nothing to load,
 * and Docusaurus's own table gives the chunks' URLs.
 */
const noSections: RouteSectionLoader = {
  load: () => Promise.resolve(),
  installed: 0,
  chunkUrl(chunkName) {
    const url = __webpack_require__.gca(chunkName);
    // A name the bundler merged into another chunk has no file of its own.
    return url.includes('undefined') ? undefined : url;
  },
};

export default noSections;
