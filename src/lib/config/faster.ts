import type { FasterConfig } from '@docusaurus/types';

export interface FasterSettings {
  /** `BUILD_CACHE`: keep Rspack's persistent cache between builds. */
  readonly persistentCache: boolean;
  readonly cpuCount: number;
}

/**
 * Docusaurus Faster (Rspack, SWC, Lightning CSS), all on, except two switches (README, "Build time and
 * memory"). The site builds with Rspack only: its CSS relies on Lightning CSS (cssnano, webpack's minifier,
 * mangles the mobile menu's `@starting-style` rule), and the plugins are checked on Rspack.
 * - Rspack's persistent cache only with `BUILD_CACHE=true`. It makes a repeated build about 35% faster but
 *   adds about 110 MB to a cold build's peak memory (1.14 against 1.03 GB), and the builds that matter,
 *   in CI and for deployment, start cold.
 * - Rendering pages in worker threads only with cores to spare. On 2 cores the threads rendered no faster
 *   than the main thread, which is idle by then, and starting them made the build about 3 s slower.
 */
export function fasterConfig({ persistentCache, cpuCount }: FasterSettings): FasterConfig {
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: persistentCache,
    ssgWorkerThreads: cpuCount > 2,
    gitEagerVcs: true,
  };
}
