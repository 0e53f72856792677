import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { CATALOG_CATEGORIES } from '../../../src/lib/reference/categories';

/** A Markdown file whose code samples the checks read: a doc, or a catalog service's README. */
export interface SampleSource {
  /** Path from the repository root, with forward slashes: `docs/faq/eks.md`. */
  readonly file: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly body: string;
  /** Lines taken by the front matter, to report body lines as file lines. */
  readonly bodyLineOffset: number;
}

export const SITE_DIR = path.resolve(import.meta.dirname, '..', '..', '..');

/** The generated reference pages repeat the catalog READMEs, which are read instead. */
const GENERATED = CATALOG_CATEGORIES.map((category) => `docs/reference/services/${category.id}/`);

async function markdownFiles(dir: string, pattern: RegExp): Promise<string[]> {
  const files = await readdir(path.join(SITE_DIR, dir), { recursive: true });
  return files
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => pattern.test(file) && !GENERATED.some((folder) => file.startsWith(folder)))
    .sort();
}

async function loadSource(file: string): Promise<SampleSource> {
  const raw = await readFile(path.join(SITE_DIR, file), 'utf8');
  const parsed = matter(raw);
  const bodyLineOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  return { file, frontMatter: parsed.data, body: parsed.content, bodyLineOffset };
}

/** Every hand-written doc and every catalog README, in path order. */
export async function loadSampleSources(): Promise<SampleSource[]> {
  const files = [
    ...(await markdownFiles('docs', /\.mdx?$/)),
    ...(await markdownFiles('catalog', /\/README\.md$/)),
  ];
  return Promise.all(files.map(loadSource));
}
