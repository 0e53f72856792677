import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { sourceRewritePlugin } from '../../../plugins/sourceRewrite';

const context = { siteDir: '/site' } as LoadContext;
type Configure = (config: object, isServer: boolean) => unknown;

function bundles(plugin: ReturnType<typeof sourceRewritePlugin>): { client: unknown; server: unknown } {
  const configure = plugin.configureWebpack as unknown as Configure;
  return { client: configure({}, false), server: configure({}, true) };
}

describe('sourceRewritePlugin', () => {
  const rule = (test: unknown) => ({
    rules: [{ test, enforce: 'pre', use: ['/site/plugins/rewrite/loader.cjs'] }],
  });

  it('runs the plugin folder’s loader first on the files, in both bundles by default', () => {
    const plugin = sourceRewritePlugin(context, {
      name: 'rewrite',
      rewrites: [{ files: ['/a.js', '/b.js'], loaderFile: 'loader.cjs' }],
    });
    expect(plugin.name).toBe('rewrite');
    expect(bundles(plugin)).toEqual({
      client: { module: rule(['/a.js', '/b.js']) },
      server: { module: rule(['/a.js', '/b.js']) },
    });
  });

  it('leaves the server bundle alone for a browser-only rewrite, and adds its browser settings', () => {
    const plugin = sourceRewritePlugin(context, {
      name: 'rewrite',
      rewrites: [{ files: '/a.js', loaderFile: 'loader.cjs' }],
      clientOnly: true,
      client: { output: { chunkFilename: '[id].js' } },
    });
    expect(bundles(plugin)).toEqual({
      client: { module: rule('/a.js'), output: { chunkFilename: '[id].js' } },
      server: {},
    });
  });
});
