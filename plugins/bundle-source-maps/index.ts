import type { Plugin } from '@docusaurus/types';

/**
 * Emits hidden source maps for client bundles so `npm run bench` can attribute bundle bytes to modules.
 * Enabled only by BENCH_SOURCE_MAPS=true; regular builds ship no maps.
 */
export default function bundleSourceMaps(): Plugin {
  return {
    name: 'bundle-source-maps',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BENCH_SOURCE_MAPS !== 'true') return {};
      return { devtool: 'hidden-source-map' };
    },
  };
}
