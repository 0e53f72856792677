import { fillChunkIds, type ChunkNamesByOwner } from './chunkIds';

/** The parts of the bundler's API (Rspack's, the same as webpack's) the plugin uses. */
interface AssetSource {
  source(): string | Buffer;
}
interface BundlerChunk {
  readonly name?: string | null;
  readonly id?: string | number | null;
}
interface BundlerCompilation {
  readonly chunks: Iterable<BundlerChunk>;
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

const NAME = 'route-sections-chunk-ids';

/**
 * Writes each route section's chunk ids into its chunk, and the remaining routes' into the main bundle,
 * once the bundler has numbered the chunks and before it minifies them and hashes their content (so the
 * file names still follow the content). Fails the build unless every placeholder was found.
 */
export function chunkIdsPlugin(owners: ChunkNamesByOwner): { apply(compiler: BundlerCompiler): void } {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_PRE_PROCESS },
          () => {
            const ids = new Map<string, string>();
            for (const chunk of compilation.chunks) {
              if (chunk.name && chunk.id !== null && chunk.id !== undefined)
                ids.set(chunk.name, String(chunk.id));
            }
            const filled = new Set<string>();
            for (const asset of compilation.getAssets()) {
              if (!asset.name.endsWith('.js')) continue;
              const source = asset.source.source();
              const result = fillChunkIds(String(source), owners, (name) => ids.get(name));
              if (result.filled.length === 0) continue;
              for (const owner of result.filled) filled.add(owner);
              compilation.updateAsset(asset.name, new compiler.webpack.sources.RawSource(result.code));
            }
            const missing = [...owners.keys()].filter((owner) => !filled.has(owner));
            if (missing.length > 0) {
              throw new Error(
                `route-sections: found no chunk id placeholder for ${missing.join(', ')} in the bundle; review plugins/route-sections`,
              );
            }
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
 * runtime (`__webpack_require__.gca`) is replaced by the sections' own (`chunkIds.ts`).
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
