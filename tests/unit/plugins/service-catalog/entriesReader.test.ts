import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entriesReader } from '../../../../plugins/service-catalog/client/entriesReader';

const ENTRIES = {
  required: '<section>vpc_name</section>',
  optional: '',
  outputs: '<section>vpc_id</section>',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'entries-'));
  await mkdir(path.join(dir, 'networking'));
  await writeFile(path.join(dir, 'networking', 'vpc.json'), JSON.stringify(ENTRIES));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('entriesReader (server side of @reference-entries/source)', () => {
  it("reads a page's entries from its generated file", async () => {
    const source = entriesReader(dir);
    expect(source.entriesOnServer('networking/vpc')).toEqual(ENTRIES);
    await expect(source.loadEntries('networking/vpc')).resolves.toEqual(ENTRIES);
  });

  it('reads a page once for all its sections', async () => {
    const source = entriesReader(dir);
    expect(source.entriesOnServer('networking/vpc')?.required).toBe(ENTRIES.required);
    await rm(path.join(dir, 'networking', 'vpc.json'));
    expect(source.entriesOnServer('networking/vpc')?.outputs).toBe(ENTRIES.outputs);
  });

  it('has nothing for a page without entries, and says which page when asked to load it', async () => {
    const source = entriesReader(dir);
    expect(source.entriesOnServer('networking/missing')).toBeUndefined();
    await expect(source.loadEntries('networking/missing')).rejects.toThrow(
      'No reference entries were generated for networking/missing',
    );
  });

  it('fails loudly on a file that is not JSON, instead of rendering an empty page', async () => {
    await writeFile(path.join(dir, 'networking', 'broken.json'), '{"required": ');
    expect(() => entriesReader(dir).entriesOnServer('networking/broken')).toThrow(SyntaxError);
  });
});
