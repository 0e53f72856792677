import { DEFAULT_FASTER_CONFIG_TRUE } from '@docusaurus/core/lib/server/configValidation';
import { describe, expect, it } from 'vitest';
import { fasterConfig } from '../../../../src/lib/config/faster';

describe('fasterConfig', () => {
  it('is off when DOCUSAURUS_FASTER turns it off', () => {
    expect(fasterConfig({ enabled: false, persistentCache: true, cpuCount: 8 })).toBe(false);
  });

  it('by default on 2 cores, is what `faster: true` gives but the persistent cache and worker threads', () => {
    expect(fasterConfig({ enabled: true, persistentCache: false, cpuCount: 2 })).toEqual({
      ...DEFAULT_FASTER_CONFIG_TRUE,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
    });
  });

  it('with BUILD_CACHE and cores to spare, is exactly what `faster: true` gives', () => {
    expect(fasterConfig({ enabled: true, persistentCache: true, cpuCount: 4 })).toEqual(
      DEFAULT_FASTER_CONFIG_TRUE,
    );
  });
});
