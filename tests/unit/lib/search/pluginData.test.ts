import { describe, expect, it } from 'vitest';
import { parseSearchPluginData } from '../../../../src/lib/search/pluginData';

describe('parseSearchPluginData', () => {
  it('reads what the plugin publishes', () => {
    expect(parseSearchPluginData({ basePath: '/docs/pagefind/', indexBuilt: true, cacheTag: 't1' })).toEqual({
      basePath: '/docs/pagefind/',
      indexBuilt: true,
      cacheTag: 't1',
    });
  });

  it.each([undefined, null, 'x', { indexBuilt: 'yes' }])('assumes no index for %j', (value) => {
    expect(parseSearchPluginData(value)).toEqual({ basePath: '/pagefind/', indexBuilt: false, cacheTag: '' });
  });
});
