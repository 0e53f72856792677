/** Prints the prose word count of each doc (code blocks excluded). Usage: tsx scripts/report-words.ts [folder ...] */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { countProseWords } from '../src/lib/content/markdown';

const DOCS_DIR = path.resolve(import.meta.dirname, '..', 'docs');

async function main(): Promise<void> {
  const folders = process.argv.slice(2);
  const files = (await readdir(DOCS_DIR, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => folders.length === 0 || folders.some((folder) => file.startsWith(folder)))
    .sort();
  let total = 0;
  for (const file of files) {
    const words = countProseWords(matter(await readFile(path.join(DOCS_DIR, file), 'utf8')).content);
    total += words;
    console.log(`${String(words).padStart(6)}  docs/${file}`);
  }
  console.log(`${String(total).padStart(6)}  total in ${files.length} docs`);
}

await main();
