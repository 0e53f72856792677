import type { ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { onDemand } from '@site/src/components/OnDemand';

const Banner = onDemand<Props>(() => import('@theme-original/DocVersionBanner'));

/** The theme's banner, fetched only for a version that has one (this site has one version, without). */
export default function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
