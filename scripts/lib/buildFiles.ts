import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Every file below dir, as absolute paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The HTML files of a build, relative to it, with their sizes. */
export async function listHtmlFiles(buildDir: string): Promise<{ file: string; htmlBytes: number }[]> {
  const files = (await filesUnder(buildDir)).filter((file) => file.endsWith('.html'));
  return Promise.all(
    files.map(async (file) => ({ file: path.relative(buildDir, file), htmlBytes: (await stat(file)).size })),
  );
}
