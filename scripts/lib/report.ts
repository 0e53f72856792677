import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `<base>.md` and `<base>.json` (the raw figures) and says where. */
export async function writeReports(base: string, markdown: string, data: unknown): Promise<void> {
  await mkdir(path.dirname(base), { recursive: true });
  await writeFile(`${base}.md`, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  await writeFile(`${base}.json`, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Report written to ${path.relative(process.cwd(), base)}.md and .json`);
}
