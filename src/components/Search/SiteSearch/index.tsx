import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import SearchButton from '@site/src/components/Search/Button';
import useSearchEngine from '@site/src/components/Search/useSearchEngine';
import useSiteSearch from './useSiteSearch';

const loadModal = () => import('@site/src/components/Search/Modal');
const SearchModal = lazy(loadModal);

/** Navbar search: the button, keyboard shortcuts, and the modal, whose code and index load on intent. */
export default function SiteSearch(): ReactNode {
  const engine = useSearchEngine();
  const preload = useCallback(() => {
    engine?.warmUp();
    void loadModal();
  }, [engine]);
  const search = useSiteSearch(preload);
  return (
    <>
      <SearchButton
        ref={search.buttonRef}
        onOpen={() => search.open()}
        onIntent={preload}
        onKeyDown={search.onButtonKeyDown}
      />
      {search.isOpen ? (
        <Suspense fallback={null}>
          <SearchModal
            engine={engine}
            claimTyped={search.claimTyped}
            returnFocusTo={search.returnFocusTarget}
            onClose={search.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
