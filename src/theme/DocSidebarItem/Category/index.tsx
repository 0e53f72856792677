import type { ReactNode } from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { rendersFirstDocFallback, withoutFirstDocFallback } from '@site/src/lib/sidebar/categoryFallback';

type Props = WrapperProps<typeof CategoryType>;

/**
 * Until hydration ends, the theme renders a collapsed category as a link to its first doc (for readers
 * without JavaScript) and switches it to "#" right after. Whether the page prefetches those first docs
 * then depends on timing: about 27 KB on half the loads of an intro page. Rendering "#" from the start
 * makes the page fetch the same every time; without JavaScript, the "Next" links still walk every page of
 * the sidebar.
 */
export default function CategoryWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { item, activePath } = props;
  const hydrating = !isBrowser && rendersFirstDocFallback(item, isActiveSidebarItem(item, activePath));
  return <Category {...props} item={hydrating ? withoutFirstDocFallback(item) : item} />;
}
