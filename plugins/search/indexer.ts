import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import { importPagefind } from './importPagefind';

/**
 * Parts of a doc page Pagefind must skip even inside the article body: heading anchor links (a
 * zero-width space), admonition labels ("note", "tip") and icon-only buttons and SVGs.
 */
export const EXCLUDE_SELECTORS = ['.hash-link', '[class^="admonitionHeading"]', 'button', 'svg'];

/** Pagefind's bundled UIs, which the site does not use (it renders its own), so they are not shipped. */
const UNUSED_BUNDLE_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export function isShippedIndexFile(file: string): boolean {
  return !UNUSED_BUNDLE_FILE.test(file);
}

/** The built HTML file of a route: `/faq/eks` → `<outDir>/faq/eks/index.html`. */
export function htmlFileForRoute(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return path.join(outDir, relative, 'index.html');
}

interface DocsContent {
  readonly loadedVersions: readonly { readonly docs: readonly { readonly permalink: string }[] }[];
}

function isDocsContent(value: unknown): value is DocsContent {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { loadedVersions?: unknown }).loadedVersions)
  );
}

/** Permalinks of every doc of every docs plugin instance and version, sorted. */
export function docRoutes(allContent: AllContent): string[] {
  const instances = allContent['docusaurus-plugin-content-docs'] ?? {};
  const routes = Object.values(instances)
    .filter(isDocsContent)
    .flatMap((content) => content.loadedVersions.flatMap((version) => version.docs))
    .map((doc) => doc.permalink);
  return [...new Set(routes)].sort();
}

export interface IndexSummary {
  readonly pages: number;
  readonly files: number;
  readonly bytes: number;
}

export interface IndexRequest {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly routes: readonly string[];
  /** Folder inside outDir that receives the bundle, e.g. `pagefind`. */
  readonly folder: string;
}

/**
 * Indexes the article body of each route's built HTML with Pagefind and writes the bundle into the
 * build output. Throws with the page and Pagefind's message on any problem, failing the build.
 */
export async function writeSearchIndex(request: IndexRequest): Promise<IndexSummary> {
  // Pagefind starts a native binary: load it only when a build indexes.
  const pagefind = await importPagefind();
  const created = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS, forceLanguage: 'en' });
  const { index } = created;
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
  try {
    for (const route of request.routes) {
      const file = htmlFileForRoute(request.outDir, request.baseUrl, route);
      const content = await readFile(file, 'utf8');
      if (!content.includes('data-pagefind-body')) {
        throw new Error(
          `${route} has no data-pagefind-body element: the DocItem/Content wrapper in plugins/search/theme marks doc bodies for indexing.`,
        );
      }
      const added = await index.addHTMLFile({ url: route, content });
      if (added.errors.length > 0) throw new Error(`Pagefind failed on ${route}: ${added.errors.join('; ')}`);
    }
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw new Error(`Pagefind could not write the index: ${errors.join('; ')}`);
    const shipped = files.filter((file) => isShippedIndexFile(file.path));
    let bytes = 0;
    for (const file of shipped) {
      const target = path.join(request.outDir, request.folder, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
      bytes += file.content.byteLength;
    }
    return { pages: request.routes.length, files: shipped.length, bytes };
  } finally {
    await pagefind.close();
  }
}
