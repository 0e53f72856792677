import { DEFAULT_FASTER_CONFIG_TRUE } from '@docusaurus/core/lib/server/configValidation';
import { describe, expect, it } from 'vitest';
import { fasterConfig } from '../../../../src/lib/config/faster';

describe('fasterConfig', () => {
  it('by default on 2 cores, is what `faster: true` gives but the persistent cache and worker threads', () => {
    expect(fasterConfig({ persistentCache: false, cpuCount: 2 })).toEqual({
      ...DEFAULT_FASTER_CONFIG_TRUE,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
    });
  });

  it('with BUILD_CACHE and cores to spare, is exactly what `faster: true` gives', () => {
    expect(fasterConfig({ persistentCache: true, cpuCount: 4 })).toEqual(DEFAULT_FASTER_CONFIG_TRUE);
  });
});
