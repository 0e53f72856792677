import {
  chunkTables,
  dropRuntimeChunkFiles,
  fillChunkTables,
  type ChunkFacts,
  type ChunkNamesByOwner,
} from './chunkTables';

/** The parts of the bundler's API (Rspack's, the same as webpack's) the plugin uses. */
interface AssetSource {
  source(): string | Buffer;
}
interface BundlerChunk {
  readonly name?: string | null;
  readonly id?: string | number | null;
  readonly files: Iterable<string>;
  readonly groupsIterable: Iterable<{ readonly name?: string | null }>;
  hasRuntime(): boolean;
}
interface BundlerCompilation {
  readonly chunks: Iterable<BundlerChunk>;
  getAsset(name: string): { readonly source: AssetSource } | undefined;
  getAssets(): readonly { readonly name: string; readonly source: AssetSource }[];
  updateAsset(name: string, source: AssetSource): void;
  readonly hooks: {
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
}
export interface BundlerCompiler {
  readonly webpack: {
    readonly sources: { RawSource: new (code: string) => AssetSource };
    readonly Compilation: { readonly PROCESS_ASSETS_STAGE_PRE_PROCESS: number };
  };
  readonly hooks: {
    thisCompilation: { tap(name: string, run: (compilation: BundlerCompilation) => void): void };
  };
}

const NAME = 'route-sections-chunk-tables';

function chunkFacts(chunk: BundlerChunk): ChunkFacts | undefined {
  if (chunk.id === null || chunk.id === undefined) return undefined;
  return {
    name: chunk.name ?? undefined,
    id: String(chunk.id),
    files: [...chunk.files],
    groups: [...chunk.groupsIterable].map((group) => group.name ?? undefined),
  };
}

/**
 * Writes each route section's chunk table into its chunk, and the remaining routes' into the main bundle,
 * and takes the files the sections now answer for out of the runtime. Runs once the bundler has numbered
 * the chunks and before it minifies them and hashes their content, so the file names still follow the
 * content (the content hash step also updates the file names written here). Fails the build unless every
 * placeholder and the runtime's map were found.
 */
export function chunkTablesPlugin(owners: ChunkNamesByOwner): { apply(compiler: BundlerCompiler): void } {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_PRE_PROCESS },
          () => {
            const chunks = [...compilation.chunks];
            const tables = chunkTables(
              owners,
              chunks.flatMap((chunk) => chunkFacts(chunk) ?? []),
            );
            const update = (name: string, code: string) =>
              compilation.updateAsset(name, new compiler.webpack.sources.RawSource(code));
            const filled = new Set<string>();
            for (const asset of compilation.getAssets()) {
              if (!asset.name.endsWith('.js')) continue;
              const result = fillChunkTables(String(asset.source.source()), tables);
              if (result.filled.length === 0) continue;
              for (const owner of result.filled) filled.add(owner);
              update(asset.name, result.code);
            }
            const missing = [...owners.keys()].filter((owner) => !filled.has(owner));
            if (missing.length > 0) {
              throw new Error(
                `route-sections: found no chunk table placeholder for ${missing.join(', ')} in the bundle; review plugins/route-sections`,
              );
            }
            const moved = [...tables.values()].flatMap((table) => Object.keys(table.files));
            const runtimes = chunks.filter((chunk) => chunk.hasRuntime());
            const runtimeFile = runtimes.length === 1 ? [...(runtimes[0]?.files ?? [])] : [];
            const runtime = runtimeFile.length === 1 && runtimeFile[0] ? runtimeFile[0] : undefined;
            const source = runtime === undefined ? undefined : compilation.getAsset(runtime)?.source.source();
            if (runtime === undefined || source === undefined) {
              throw new Error(
                'route-sections: expected one runtime chunk with one file; review plugins/route-sections',
              );
            }
            update(runtime, dropRuntimeChunkFiles(String(source), moved));
          },
        );
      });
    },
  };
}

interface NamedPlugin {
  readonly constructor: { readonly name: string };
}

/**
 * Removes Docusaurus's ChunkAssetPlugin from the browser build: the table of every chunk it puts in the
 * runtime (`__webpack_require__.gca`) is replaced by the sections' own (`chunkTables.ts`).
 */
export function withoutChunkAssetPlugin<T>(plugins: T[]): T[] {
  const kept = plugins.filter(
    (plugin) => (plugin as NamedPlugin | null)?.constructor.name !== 'ChunkAssetPlugin',
  );
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      `route-sections: expected one ChunkAssetPlugin in the browser build, found ${plugins.length - kept.length}; review plugins/route-sections`,
    );
  }
  return kept;
}
