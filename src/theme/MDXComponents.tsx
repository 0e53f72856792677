import MDXComponents from '@theme-original/MDXComponents';
import type { ComponentProps } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { onDemand } from '@site/src/components/OnDemand';

// The one MDX component map of the site: the theme's components plus our overrides.
export default {
  ...MDXComponents,
  table: ScrollableTable,
  // Fetched by the few pages with a <details> element.
  details: onDemand<ComponentProps<typeof MDXComponents.details>>(
    () => import('@theme/MDXComponents/Details'),
  ),
};
