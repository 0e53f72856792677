import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  chunkTablePlaceholder,
  chunkTables,
  dropRuntimeChunkFiles,
  fillChunkTables,
  type ChunkFacts,
} from '@site/plugins/route-sections/chunkTables';
import {
  chunkTablesPlugin,
  withoutChunkAssetPlugin,
  type BundlerCompiler,
} from '@site/plugins/route-sections/chunkTablesPlugin';

const require = createRequire(import.meta.url);

/** The main bundle's routes load `layout` and `home`; the FAQ section's load `layout`, `faq-a` and `faq-b`. */
const OWNERS = new Map([
  ['main', ['layout', 'home', 'merged']],
  ['section-0.js', ['layout', 'faq-a', 'faq-b', 'faq-a', 'shared']],
  ['section-1.js', ['tags', 'shared']],
]);

const chunk = (
  name: string | undefined,
  id: string,
  groups: (string | undefined)[] = [name],
): ChunkFacts => ({
  name,
  id,
  files: [`assets/js/${id}.h${id}.js`],
  groups,
});

const CHUNKS: ChunkFacts[] = [
  chunk('layout', '1'),
  chunk('home', '2'),
  chunk('faq-a', '7'),
  chunk('faq-b', '8', ['faq-b', 'tags']),
  chunk('shared', '9'),
  chunk('tags', '10'),
  // A split chunk: no name of its own.
  chunk(undefined, '11', ['faq-a', 'home']),
];

describe('chunkTables', () => {
  const tables = chunkTables(OWNERS, CHUNKS);

  it("gives each owner the ids of its routes' named chunks; a name merged away has none", () => {
    expect(tables.get('main')?.ids).toEqual({ layout: '1', home: '2' });
    expect(tables.get('section-0.js')?.ids).toEqual({ layout: '1', 'faq-a': '7', 'faq-b': '8', shared: '9' });
  });

  it('moves to a section only the files of chunks nothing outside it can load', () => {
    // layout and shared are other owners' too; faq-b is also loaded by the tags route's group.
    expect(tables.get('section-0.js')?.files).toEqual({ '7': 'assets/js/7.h7.js' });
    expect(tables.get('section-1.js')?.files).toEqual({ '10': 'assets/js/10.h10.js' });
    expect(tables.get('main')?.files).toEqual({});
  });
});

describe('fillChunkTables', () => {
  it("puts each owner's table in place of its placeholder", () => {
    const tables = chunkTables(OWNERS, CHUNKS);
    const code = `a(${chunkTablePlaceholder('section-1.js')}); b(${chunkTablePlaceholder('main')});`;
    const { code: filled, filled: owners } = fillChunkTables(code, tables);
    expect(filled).toBe(
      'a({"ids":{"tags":"10","shared":"9"},"files":{"10":"assets/js/10.h10.js"}}); b({"ids":{"layout":"1","home":"2"},"files":{}});',
    );
    expect(owners.sort()).toEqual(['main', 'section-1.js']);
  });

  it('leaves code without placeholders alone', () => {
    expect(fillChunkTables('const a = 1;', chunkTables(OWNERS, CHUNKS))).toEqual({
      code: 'const a = 1;',
      filled: [],
    });
  });
});

/** The runtime's chunk file function as Rspack writes it before minification. */
const RUNTIME = `(() => {
// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + chunkId + "." + {"1": "h1","10": "h10","2": "h2","7": "h7"}[chunkId] + ".js"
}
})();`;

describe('dropRuntimeChunkFiles', () => {
  it('takes the given chunks out of the map and keeps the rest of the runtime', () => {
    expect(dropRuntimeChunkFiles(RUNTIME, ['7', '10'])).toBe(
      RUNTIME.replace('{"1": "h1","10": "h10","2": "h2","7": "h7"}', '{"1": "h1","2": "h2"}'),
    );
  });

  it('fails the build when a chunk or the map is not there', () => {
    expect(() => dropRuntimeChunkFiles(RUNTIME, ['12'])).toThrow(/found no chunk 12/);
    expect(() => dropRuntimeChunkFiles('var u = 1;', [])).toThrow(/__webpack_require__\.u/);
  });
});

/** A stand-in for the bundler: its chunks, its assets, and the processAssets step run on demand. */
function fakeCompiler(assets: Record<string, string>) {
  const files = new Map(Object.entries(assets));
  let processAssets: (() => void) | undefined;
  const bundlerChunk = (facts: ChunkFacts, runtime = false) => ({
    name: facts.name,
    id: facts.id,
    files: facts.files,
    groupsIterable: facts.groups.map((name) => ({ name })),
    hasRuntime: () => runtime,
  });
  const compilation = {
    chunks: [
      ...CHUNKS.map((facts) => bundlerChunk(facts)),
      bundlerChunk({ name: 'runtime~main', id: '99', files: ['runtime.js'], groups: ['main'] }, true),
    ],
    getAsset: (name: string) => {
      const code = files.get(name);
      return code === undefined ? undefined : { source: { source: () => code } };
    },
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

describe('chunkTablesPlugin', () => {
  const bundle = () => ({
    'main.js': `x(${chunkTablePlaceholder('main')})`,
    'section-0.js': `y(${chunkTablePlaceholder('section-0.js')})`,
    'section-1.js': `z(${chunkTablePlaceholder('section-1.js')})`,
    'runtime.js': RUNTIME,
  });

  it('fills the placeholders and takes the files the sections hold out of the runtime', () => {
    const { compiler, files, run } = fakeCompiler(bundle());
    chunkTablesPlugin(OWNERS).apply(compiler);
    run();
    expect(files.get('section-1.js')).toBe(
      'z({"ids":{"tags":"10","shared":"9"},"files":{"10":"assets/js/10.h10.js"}})',
    );
    expect(files.get('runtime.js')).toContain('{"1": "h1","2": "h2"}[chunkId]');
  });

  it('fails the build when a placeholder is nowhere in the bundle', () => {
    const { 'section-1.js': _missing, ...rest } = bundle();
    const { compiler, run } = fakeCompiler(rest);
    chunkTablesPlugin(OWNERS).apply(compiler);
    expect(run).toThrow(/no chunk table placeholder for section-1\.js/);
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
