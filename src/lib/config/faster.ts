import type { FasterConfig } from '@docusaurus/types';

/**
 * Docusaurus Faster (Rspack, SWC, Lightning CSS, the persistent cache), all on unless `DOCUSAURUS_FASTER`
 * turns it off, except one switch that depends on the machine: rendering pages in worker threads pays off
 * only with cores to spare. On 2 cores the threads rendered no faster than the main thread, which is idle
 * by then, and each loaded its own copy of the server bundle: about 220 MB more peak memory (README, "Build
 * time and memory").
 */
export function fasterConfig(enabled: boolean, cpuCount: number): FasterConfig | false {
  if (!enabled) return false;
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    rspackPersistentCache: true,
    ssgWorkerThreads: cpuCount > 2,
    gitEagerVcs: true,
  };
}
