import type { ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { pagefindAttributes } from '@site/src/lib/search/sections';

type Props = WrapperProps<typeof ContentType>;

/** Marks the article body of every doc (not navbar, sidebar, TOC or footer) for the search index. */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <div {...pagefindAttributes(metadata)}>
      <Content {...props} />
    </div>
  );
}
