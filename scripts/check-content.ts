/**
 * Content checks for every doc (run by `npm test`): front matter, allowed tags, length, placeholder
 * words and HCL that parses. Usage: tsx scripts/check-content.ts [docs-subfolder ...]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseHcl } from '@cdktf/hcl2json';
import {
  checkFrontMatter,
  checkHclBlocks,
  checkProse,
  type ContentProblem,
  type DocInput,
  unusedTags,
} from '../src/lib/content/rules';
import { loadAllowedTags } from './lib/tags';

const DOCS_DIR = path.resolve(import.meta.dirname, '..', 'docs');

async function loadDoc(file: string): Promise<DocInput> {
  const raw = await readFile(path.join(DOCS_DIR, file), 'utf8');
  const parsed = matter(raw);
  const bodyLineOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  return { file, frontMatter: parsed.data, body: parsed.content, bodyLineOffset };
}

async function main(): Promise<void> {
  const folders = process.argv.slice(2);
  const allowedTags = await loadAllowedTags();
  const files = (await readdir(DOCS_DIR, { recursive: true }))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => folders.length === 0 || folders.some((folder) => file.startsWith(folder)))
    .sort();
  const problems: ContentProblem[] = [];
  for (const file of files) {
    const doc = await loadDoc(file);
    problems.push(
      ...checkFrontMatter(doc, allowedTags),
      ...checkProse(doc),
      ...(await checkHclBlocks(doc, parseHcl)),
    );
  }
  if (folders.length === 0) {
    const used = new Set<string>();
    for (const file of files) {
      const { frontMatter } = await loadDoc(file);
      if (Array.isArray(frontMatter.tags)) frontMatter.tags.forEach((tag) => used.add(String(tag)));
    }
    for (const tag of unusedTags(allowedTags, used)) {
      problems.push({
        file: 'tags.yml',
        line: 1,
        message: `tag "${tag}" is not used by any doc, so /tags/${tag} would not exist`,
      });
    }
  }
  for (const problem of problems) console.error(`docs/${problem.file}:${problem.line}: ${problem.message}`);
  console.log(`${files.length} docs checked, ${problems.length} problem(s).`);
  if (problems.length > 0) process.exitCode = 1;
}

await main();
