import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

type TrimVersionMetadata = (data: unknown) => boolean;

/** How many generated docs data files under `dir` are version metadata the loader would trim. */
export async function countVersionMetadata(dir: string, trim: TrimVersionMetadata): Promise<number> {
  const files = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((file) =>
    file.endsWith('.json'),
  );
  let found = 0;
  for (const file of files) {
    const data: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    if (trim(data)) found += 1;
  }
  return found;
}

/**
 * Empties the docs map of the version metadata that every doc page loads first (see `loader.cjs`). Page
 * descriptions for `<meta>` and search are untouched: they live in each doc's own data. The build fails if
 * the generated data no longer contains version metadata shaped as the loader expects, since the loader
 * would then quietly trim nothing.
 */
export default function trimDocsMetadata(context: LoadContext): Plugin {
  const generatedDocsData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  const loader = path.join(context.siteDir, 'plugins', 'trim-docs-metadata', 'loader.cjs');
  const { trimVersionMetadata } = createRequire(path.join(context.siteDir, 'package.json'))(loader) as {
    trimVersionMetadata: TrimVersionMetadata;
  };
  return {
    name: 'trim-docs-metadata',
    // After the build, when the docs plugin has written its data (it writes it after allContentLoaded).
    async postBuild() {
      if ((await countVersionMetadata(generatedDocsData, trimVersionMetadata)) === 0) {
        throw new Error(
          `trim-docs-metadata: no docs version metadata (a JSON file with version.docsSidebars and version.docs) under ${generatedDocsData}; the docs plugin changed its data, so update plugins/trim-docs-metadata/loader.cjs`,
        );
      }
    },
    configureWebpack() {
      return {
        module: { rules: [{ test: /\.json$/, include: generatedDocsData, use: [loader] }] },
      };
    },
  };
}
