import type { ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBadge';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { onDemand } from '@site/src/components/OnDemand';

const Badge = onDemand<Props>(() => import('@theme-original/DocVersionBadge'));

/** The theme's version badge, fetched only for a version that shows one (not with a single version). */
export default function DocVersionBadge(props: Props): ReactNode {
  return useDocsVersion().badge ? <Badge {...props} /> : null;
}
