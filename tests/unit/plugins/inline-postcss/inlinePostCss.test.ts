import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import inlinePostCss, { findPostCssConfig, POSTCSS_CONFIG_FILES } from '../../../../plugins/inline-postcss';

const requireFromSite = createRequire(import.meta.url);
type Loader = (this: unknown, content: string) => Promise<void>;
const postcssLoader = requireFromSite('postcss-loader') as Loader;

/** Runs the installed postcss-loader on one CSS file, counting the config searches it starts. */
async function runPostCssLoader(
  postcssOptions: Record<string, unknown>,
): Promise<{ css: string; lookups: number }> {
  let lookups = 0;
  // The search begins by checking that the CSS file's folder exists.
  const stat = (
    _file: string,
    callback: (error: null, stats: { isDirectory(): boolean; isFile(): boolean }) => void,
  ) => {
    lookups += 1;
    callback(null, { isDirectory: () => true, isFile: () => false });
  };
  const css = await new Promise<string>((resolve, reject) => {
    const context = {
      resourcePath: '/site/src/css/custom.css',
      rootContext: '/site',
      context: '/site/src/css',
      sourceMap: false,
      fs: { stat },
      getOptions: () => ({ postcssOptions }),
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve(output ?? '')),
      emitWarning: () => undefined,
      emitError: reject,
      addDependency: () => undefined,
      addBuildDependency: () => undefined,
      addMissingDependency: () => undefined,
      addContextDependency: () => undefined,
    };
    void postcssLoader.call(context, '.a { color: red }');
  });
  return { css, lookups };
}

function configurePostCss(plugin: Plugin) {
  if (!plugin.configurePostCss) throw new Error('inline-postcss has no configurePostCss hook');
  return plugin.configurePostCss.bind(plugin);
}

const siteDirs: string[] = [];
function siteDirWith(files: Record<string, string>): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'inline-postcss-'));
  siteDirs.push(siteDir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(siteDir, name), content);
  return siteDir;
}
afterEach(() => {
  for (const siteDir of siteDirs.splice(0)) rmSync(siteDir, { recursive: true, force: true });
});

describe('inline-postcss', () => {
  it('turns postcss-loader’s config search off, keeping the theme’s plugins', () => {
    const plugin = inlinePostCss({ siteDir: siteDirWith({ 'package.json': '{}' }) } as LoadContext);
    const themePlugins = [() => undefined];
    expect(configurePostCss(plugin)({ plugins: themePlugins })).toEqual({
      plugins: themePlugins,
      config: false,
    });
  });

  it('the installed postcss-loader searches the file system without it, and not with it', async () => {
    const searching = await runPostCssLoader({ plugins: [] });
    expect(searching.lookups).toBeGreaterThan(0);
    const inline = await runPostCssLoader({ plugins: [], config: false });
    expect(inline).toEqual({ css: '.a { color: red }', lookups: 0 });
  });

  it('knows every place the installed postcss-loader looks for a config file', () => {
    const source = readFileSync(requireFromSite.resolve('postcss-loader/dist/utils.js'), 'utf8');
    const searchPlaces = [...source.matchAll(/`([^`]*)\$\{moduleName\}([^`]*)`/g)].map(
      ([, before, after]) => `${before}postcss${after}`,
    );
    expect(searchPlaces.length).toBeGreaterThan(0);
    expect(new Set(searchPlaces)).toEqual(new Set(POSTCSS_CONFIG_FILES));
  });

  it('refuses to start when a PostCSS config would be ignored, naming it', () => {
    const withFile = siteDirWith({ 'package.json': '{}', 'postcss.config.js': 'module.exports = {};' });
    expect(findPostCssConfig(withFile)).toBe('postcss.config.js');
    expect(() => inlinePostCss({ siteDir: withFile } as LoadContext)).toThrow(
      /inline-postcss: postcss\.config\.js would be ignored.*configurePostCss\(\)/,
    );
    const inPackageJson = siteDirWith({ 'package.json': '{"postcss": {"plugins": {}}}' });
    expect(findPostCssConfig(inPackageJson)).toBe('package.json ("postcss")');
  });

  it('finds no config in this site', () => {
    expect(findPostCssConfig(path.resolve(import.meta.dirname, '../../../..'))).toBeUndefined();
  });
});
