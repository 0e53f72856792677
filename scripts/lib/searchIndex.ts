import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { classifyTransfer } from '../../src/lib/bench/search';
import { filesUnder } from './buildFiles';

export interface IndexSize {
  readonly pages: number;
  readonly rows: readonly { readonly kind: string; readonly files: number; readonly bytes: number }[];
}

/** The pages Pagefind indexed and its files on disk by kind, largest first. */
export async function indexSize(buildDir: string): Promise<IndexSize> {
  const dir = path.join(buildDir, 'pagefind');
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const rows = new Map<string, { files: number; bytes: number }>();
  for (const file of await filesUnder(dir)) {
    const kind = classifyTransfer(`/pagefind/${path.relative(dir, file)}`);
    const row = rows.get(kind) ?? { files: 0, bytes: 0 };
    rows.set(kind, { files: row.files + 1, bytes: row.bytes + (await stat(file)).size });
  }
  return {
    pages: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    rows: [...rows.entries()].map(([kind, row]) => ({ kind, ...row })).sort((a, b) => b.bytes - a.bytes),
  };
}
