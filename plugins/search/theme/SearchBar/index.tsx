import type { ReactNode } from 'react';
import SiteSearch from '@site/src/components/Search/SiteSearch';

/** The navbar's search slot: the embedded search button and modal. */
export default function SearchBar(): ReactNode {
  return <SiteSearch />;
}
