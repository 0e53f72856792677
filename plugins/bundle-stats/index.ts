import { writeFileSync } from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import type { BundleStats } from '../../src/lib/bench/bundle';

interface StatsJson {
  chunks?: {
    names?: string[];
    files?: string[];
    modules?: StatsModule[];
  }[];
}

/** Concatenated modules carry the modules they were made from as children. */
interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

function leafModules(modules: readonly StatsModule[]): { name: string; size: number }[] {
  return modules.flatMap((module) =>
    module.modules && module.modules.length > 0
      ? leafModules(module.modules)
      : [{ name: module.name ?? '', size: module.size ?? 0 }],
  );
}

interface DoneStats {
  toJson(options: Record<string, boolean | number>): StatsJson;
}

interface HookedCompiler {
  hooks: { done: { tap(name: string, callback: (stats: DoneStats) => void): void } };
}

/**
 * Writes the client bundle's chunk and module sizes (before minification) to the file named by
 * BENCH_BUNDLE_STATS, so `npm run bench` can say which modules fill the main bundle. Regular builds are
 * unaffected. Source maps cannot serve here: the SWC minifier leaves most of the bundle unmapped.
 */
export default function bundleStats(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const target = process.env.BENCH_BUNDLE_STATS;
      if (isServer || !target) return {};
      return {
        plugins: [
          {
            apply(compiler: HookedCompiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  chunks: true,
                  chunkModules: true,
                  nestedModules: true,
                  orphanModules: true,
                  dependentModules: true,
                  chunkModulesSpace: Infinity,
                  nestedModulesSpace: Infinity,
                });
                const report: BundleStats = {
                  chunks: (json.chunks ?? []).map((chunk) => ({
                    names: chunk.names ?? [],
                    files: chunk.files ?? [],
                    modules: leafModules(chunk.modules ?? []),
                  })),
                };
                writeFileSync(target, JSON.stringify(report));
              });
            },
          },
        ],
      };
    },
  };
}
