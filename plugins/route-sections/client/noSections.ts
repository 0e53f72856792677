import type { RouteSectionLoader } from '@site/src/lib/navigation/routeSections';

/** The dev server and the server render keep Docusaurus's route tables whole: there is nothing to load. */
const noSections: RouteSectionLoader = { load: () => Promise.resolve(), installed: 0 };

export default noSections;
