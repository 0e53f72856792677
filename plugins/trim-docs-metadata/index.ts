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

interface SidebarItem {
  readonly type: string;
  readonly label?: string;
  readonly link?: { readonly type?: string };
  readonly items?: readonly SidebarItem[];
}

interface DocsContent {
  readonly loadedVersions: readonly {
    readonly docs: readonly { readonly id: string; readonly source: string }[];
    readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  }[];
}

/** The categories whose link is a generated index: their page lists docs by `useDocById`. */
export function generatedIndexCategories(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'category' && item.link?.type === 'generated-index'
      ? [item.label ?? '(unlabelled)']
      : []),
    ...generatedIndexCategories(item.items ?? []),
  ]);
}

/** A doc source that renders doc cards, which read the docs map this plugin empties. */
export const RENDERS_DOC_CARDS = /<DocCard(List)?\b|@theme\/DocCard/;

/**
 * What the site uses that needs the version's docs map: generated-index categories and `DocCard` or
 * `DocCardList` in a doc (facebook/docusaurus#8008). The build stops on them with a message naming this
 * plugin, instead of failing to render a page with "no version doc found by id".
 */
async function usesOfDocsMap(content: DocsContent, siteDir: string): Promise<string[]> {
  const uses: string[] = [];
  for (const version of content.loadedVersions) {
    for (const items of Object.values(version.sidebars)) {
      uses.push(...generatedIndexCategories(items).map((label) => `the generated-index category "${label}"`));
    }
    for (const doc of version.docs) {
      const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
      if (RENDERS_DOC_CARDS.test(await readFile(file, 'utf8'))) uses.push(`the doc cards of ${doc.id}`);
    }
  }
  return uses;
}

interface NavbarItem {
  readonly docId?: string;
  readonly items?: readonly NavbarItem[];
}

/** The ids of the docs the navbar links to, dropdowns included. */
export function navbarDocIds(context: Pick<LoadContext, 'siteConfig'>): string[] {
  const { navbar } = context.siteConfig.themeConfig as { navbar?: { items?: readonly NavbarItem[] } };
  const ids = (items: readonly NavbarItem[]): string[] =>
    items.flatMap((item) => [...(item.docId ? [item.docId] : []), ...ids(item.items ?? [])]);
  return ids(navbar?.items ?? []);
}

/**
 * Empties the docs map of the version metadata that every doc page loads first (see `loader.cjs`), and
 * lists in the docs global data that every page loads first only the docs the navbar needs
 * (`globalDataLoader.cjs`). Page descriptions for `<meta>` and search are untouched: they live in each
 * doc's own data. The build fails if
 * the site uses what needs the map, or if the generated data no longer contains version metadata shaped as
 * the loader expects, since the loader would then quietly trim nothing.
 */
export default function trimDocsMetadata(context: LoadContext): Plugin {
  const generatedDocsData = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  const loader = path.join(context.siteDir, 'plugins', 'trim-docs-metadata', 'loader.cjs');
  const globalDataLoader = path.join(
    context.siteDir,
    'plugins',
    'trim-docs-metadata',
    'globalDataLoader.cjs',
  );
  const { trimVersionMetadata } = createRequire(path.join(context.siteDir, 'package.json'))(loader) as {
    trimVersionMetadata: TrimVersionMetadata;
  };
  return {
    name: 'trim-docs-metadata',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const uses = docs ? await usesOfDocsMap(docs, context.siteDir) : [];
      if (uses.length > 0) {
        throw new Error(
          `trim-docs-metadata: ${uses.join(', ')} need(s) the docs map this plugin empties; remove trim-docs-metadata from docusaurus.config.ts to use them`,
        );
      }
    },
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
        module: {
          rules: [
            { test: /\.json$/, include: generatedDocsData, use: [loader] },
            {
              test: path.join(context.generatedFilesDir, 'globalData.json'),
              use: [{ loader: globalDataLoader, options: { navbarDocIds: navbarDocIds(context) } }],
            },
          ],
        },
      };
    },
  };
}
