import { describe, expect, it } from 'vitest';
import { BuildEnvError, readBuildEnv } from '../../../../src/lib/config/buildEnv';

const now = new Date('2026-11-21T10:00:00.000Z');

describe('readBuildEnv', () => {
  it('uses local defaults when nothing is set', () => {
    expect(readBuildEnv({}, now)).toEqual({
      siteUrl: 'http://localhost:3000',
      buildVersion: 'dev',
      buildTime: '2026-11-21T10:00:00.000Z',
      gtagTrackingId: undefined,
      buildCache: false,
      catalogSource: undefined,
      rsdoctor: false,
    });
  });

  it('reads every documented variable', () => {
    const env = readBuildEnv(
      {
        SITE_URL: 'https://docs.example.com/',
        BUILD_VERSION: 'v1.2.3',
        GTAG_TRACKING_ID: 'G-ABC123',
        BUILD_CACHE: 'true',
        CATALOG_SOURCE: '../terraform-aws-service-catalog',
      },
      now,
    );
    expect(env).toMatchObject({
      siteUrl: 'https://docs.example.com',
      buildVersion: 'v1.2.3',
      gtagTrackingId: 'G-ABC123',
      buildCache: true,
      catalogSource: '../terraform-aws-service-catalog',
    });
  });

  it('treats blank values as unset so analytics stays off', () => {
    expect(readBuildEnv({ GTAG_TRACKING_ID: '  ', BUILD_VERSION: '' }, now)).toMatchObject({
      gtagTrackingId: undefined,
      buildVersion: 'dev',
    });
  });

  it.each([
    ['not a url', /absolute http\(s\) URL/],
    ['ftp://docs.example.com', /must use http or https/],
    ['https://example.com/docs/', /without a path/],
  ])('rejects SITE_URL=%s with a fix-it message', (value, message) => {
    expect(() => readBuildEnv({ SITE_URL: value }, now)).toThrow(BuildEnvError);
    expect(() => readBuildEnv({ SITE_URL: value }, now)).toThrow(message);
  });

  it('rejects a malformed analytics id', () => {
    expect(() => readBuildEnv({ GTAG_TRACKING_ID: 'my-id' }, now)).toThrow(/G-XXXXXXXXXX/);
  });

  it('rejects a non-boolean BUILD_CACHE', () => {
    expect(() => readBuildEnv({ BUILD_CACHE: 'maybe' }, now)).toThrow(/true or false/);
  });
});
