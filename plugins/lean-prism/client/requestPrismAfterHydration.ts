/**
 * What a page with code imports in the browser (the server gets `registerPrism`, see plugins/lean-prism).
 * The page's code blocks hydrate from the server's highlighted markup and need no Prism; the blocks of
 * the next page will, so it is fetched once this page has hydrated, not before.
 */
import { whenHydrated } from '../../route-loading/client/whenHydrated';
import { requestPrism } from './loadPrism';

whenHydrated(requestPrism);
