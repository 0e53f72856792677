import type { Props } from '@theme/LastUpdated';
import { onDemand } from '@site/src/components/OnDemand';

/**
 * The theme's "last updated" line, fetched when a page shows it: the theme renders it only for pages with
 * update data, which this site does not collect (`showLastUpdateTime` is off).
 */
export default onDemand<Props>(() => import('@theme-original/LastUpdated'));
