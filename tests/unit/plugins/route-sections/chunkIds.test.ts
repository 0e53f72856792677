import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { chunkIdsPlaceholder, fillChunkIds } from '@site/plugins/route-sections/chunkIds';
import {
  chunkIdsPlugin,
  withoutChunkAssetPlugin,
  type BundlerCompiler,
} from '@site/plugins/route-sections/chunkIdsPlugin';

const require = createRequire(import.meta.url);

const OWNERS = new Map([
  ['main', ['top', 'merged']],
  ['section-0.js', ['faq-a', 'faq-b', 'faq-a']],
]);
const IDS = new Map([
  ['top', '12'],
  ['faq-a', '7'],
  ['faq-b', '8'],
]);

describe('fillChunkIds', () => {
  it("puts an object of each owner's chunk names and ids in place of its placeholder", () => {
    const code = `const a = ${chunkIdsPlaceholder('section-0.js')}; const b = ${chunkIdsPlaceholder('main')};`;
    const { code: filled, filled: owners } = fillChunkIds(code, OWNERS, (name) => IDS.get(name));
    // A name the bundler merged into another chunk has no id and is left out.
    expect(filled).toBe('const a = {"faq-a":"7","faq-b":"8"}; const b = {"top":"12"};');
    expect(owners.sort()).toEqual(['main', 'section-0.js']);
  });

  it('leaves code without placeholders alone', () => {
    expect(fillChunkIds('const a = 1;', OWNERS, (name) => IDS.get(name))).toEqual({
      code: 'const a = 1;',
      filled: [],
    });
  });
});

/** A stand-in for the bundler: its chunks, its assets, and the processAssets step run on demand. */
function fakeCompiler(assets: Record<string, string>) {
  const files = new Map(Object.entries(assets));
  let processAssets: (() => void) | undefined;
  const compilation = {
    chunks: [...IDS].map(([name, id]) => ({ name, id })),
    getAssets: () => [...files].map(([name, code]) => ({ name, source: { source: () => code } })),
    updateAsset: (name: string, source: { source(): string | Buffer }) => {
      files.set(name, String(source.source()));
    },
    hooks: { processAssets: { tap: (_options: unknown, run: () => void) => (processAssets = run) } },
  };
  const compiler: BundlerCompiler = {
    webpack: {
      sources: {
        RawSource: class {
          constructor(private readonly code: string) {}
          source() {
            return this.code;
          }
        },
      },
      Compilation: { PROCESS_ASSETS_STAGE_PRE_PROCESS: -2000 },
    },
    hooks: { thisCompilation: { tap: (_name, run) => run(compilation) } },
  };
  return { compiler, files, run: () => processAssets?.() };
}

describe('chunkIdsPlugin', () => {
  it('fills the placeholders of the JavaScript assets that hold them', () => {
    const { compiler, files, run } = fakeCompiler({
      'main.js': `x(${chunkIdsPlaceholder('main')})`,
      'section-0.js': `y(${chunkIdsPlaceholder('section-0.js')})`,
      'styles.css': 'a{}',
    });
    chunkIdsPlugin(OWNERS).apply(compiler);
    run();
    expect(files.get('main.js')).toBe('x({"top":"12"})');
    expect(files.get('section-0.js')).toBe('y({"faq-a":"7","faq-b":"8"})');
  });

  it('fails the build when a placeholder is nowhere in the bundle', () => {
    const { compiler, run } = fakeCompiler({ 'main.js': `x(${chunkIdsPlaceholder('main')})` });
    chunkIdsPlugin(OWNERS).apply(compiler);
    expect(run).toThrow(/no chunk id placeholder for section-0\.js/);
  });
});

describe('withoutChunkAssetPlugin', () => {
  const { default: ChunkAssetPlugin } =
    require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js') as {
      default: new () => object;
    };

  it("removes the installed Docusaurus's ChunkAssetPlugin and keeps every other plugin", () => {
    const other = { apply: () => undefined };
    expect(withoutChunkAssetPlugin([other, new ChunkAssetPlugin()])).toEqual([other]);
  });

  it('fails the build when the plugin is not there to remove', () => {
    expect(() => withoutChunkAssetPlugin([{ apply: () => undefined }])).toThrow(/found 0/);
  });
});
