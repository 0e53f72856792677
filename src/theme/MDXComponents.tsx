import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

// The one MDX component map of the site: the theme's components plus our overrides.
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
