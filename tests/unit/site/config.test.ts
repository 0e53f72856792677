import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

type PresetOptions = { gtag?: { trackingID: string; anonymizeIP: boolean } };

async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value ?? '');
  return (await import('../../../docusaurus.config')).default;
}

function presetOptions(config: Config): PresetOptions {
  const preset = config.presets?.[0];
  if (!Array.isArray(preset)) throw new Error('expected the classic preset with options');
  return preset[1] as PresetOptions;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config', () => {
  it('has no analytics without a tracking id', async () => {
    const config = await loadConfig({ GTAG_TRACKING_ID: undefined });
    expect(presetOptions(config).gtag).toBeUndefined();
  });

  it('enables gtag with IP anonymisation when a tracking id is set', async () => {
    const config = await loadConfig({ GTAG_TRACKING_ID: 'G-TEST1234' });
    expect(presetOptions(config).gtag).toEqual({ trackingID: 'G-TEST1234', anonymizeIP: true });
  });

  it('takes the site URL and build version from the environment', async () => {
    const config = await loadConfig({ SITE_URL: 'https://docs.example.com', BUILD_VERSION: 'abc123' });
    expect(config.url).toBe('https://docs.example.com');
    const metadata = (config.themeConfig as { metadata: { name: string; content: string }[] }).metadata;
    expect(metadata).toContainEqual({ name: 'buildVersion', content: 'abc123' });
  });

  it('fails the build with a clear message on a malformed SITE_URL', async () => {
    await expect(loadConfig({ SITE_URL: 'docs.example.com' })).rejects.toThrow(
      /SITE_URL must be an absolute/,
    );
  });
});
