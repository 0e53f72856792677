import { DEFAULT_FASTER_CONFIG_TRUE } from '@docusaurus/core/lib/server/configValidation';
import { describe, expect, it } from 'vitest';
import { fasterConfig } from '../../../../src/lib/config/faster';

describe('fasterConfig', () => {
  it('is off when DOCUSAURUS_FASTER turns it off', () => {
    expect(fasterConfig(false, 8)).toBe(false);
  });

  it('on 2 cores, is what `faster: true` gives except that pages render on the main thread', () => {
    expect(fasterConfig(true, 2)).toEqual({ ...DEFAULT_FASTER_CONFIG_TRUE, ssgWorkerThreads: false });
  });

  it('with cores to spare, is exactly what `faster: true` gives', () => {
    expect(fasterConfig(true, 4)).toEqual(DEFAULT_FASTER_CONFIG_TRUE);
  });
});
