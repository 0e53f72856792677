import type { ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility';
import { onDemand } from '@site/src/components/OnDemand';

const Notices = onDemand<Props>(() => import('@theme-original/ContentVisibility'));

/** The theme's unlisted and draft notices, fetched only for a page that shows one, as the theme decides. */
export default function ContentVisibility(props: Props): ReactNode {
  const { unlisted, frontMatter } = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Notices {...props} /> : null;
}
