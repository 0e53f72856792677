import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its functions
 * compiled while the script streams in, on a background thread, instead of each one on the main thread
 * the first time it is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The main bundle, relative to the build folder: the only file whose code nearly all runs on load. */
export const MAIN_BUNDLE = /^assets\/js\/main\.[0-9a-f]+\.js$/;

/** The built main bundle's path, or an error naming what is wrong: for `postBuild` and the tests. */
export async function hintedMainBundle(outDir: string): Promise<string> {
  const folder = path.join(outDir, 'assets', 'js');
  const bundles = (await readdir(folder)).filter((file) => MAIN_BUNDLE.test(`assets/js/${file}`));
  if (bundles.length !== 1) {
    throw new Error(`compile-hints: expected one main bundle in ${folder}, found ${bundles.length}`);
  }
  const file = path.join(folder, bundles[0] ?? '');
  if (!(await readFile(file, 'utf8')).startsWith(`${COMPILE_HINT}\n`)) {
    throw new Error(
      `compile-hints: ${file} does not start with ${COMPILE_HINT}; review plugins/compile-hints`,
    );
  }
  return file;
}

/**
 * Puts the compile hint on the first line of the main bundle. Without it, Chromium compiled the
 * bundle's functions one by one inside the task that runs it: at Lighthouse's 4x CPU slowdown that task
 * took 182-206 ms on the FAQ page, and 138-145 ms with the hint (three traces each). The route chunks
 * get no hint: they hold code for other pages too, which would be compiled for nothing.
 */
export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: MAIN_BUNDLE,
            // After the minifier, which drops comments, and before the file names' content hashes.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
    async postBuild({ outDir }) {
      await hintedMainBundle(outDir);
    },
  };
}
