import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintedMainBundle } from '../../../../plugins/compile-hints';

describe('compile-hints build check', () => {
  let outDir: string;
  const write = (file: string, text: string) => writeFile(path.join(outDir, 'assets', 'js', file), text);

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(outDir, 'assets', 'js'), { recursive: true });
    await write('runtime~main.0a1b2c3d.js', '(()=>{})();');
    await write('1924.5e6f7a8b.js', 'self.webpackChunk=[];');
  });
  afterEach(() => rm(outDir, { recursive: true, force: true }));

  it('accepts a build whose main bundle starts with the hint', async () => {
    await write('main.d72d64e9.js', `${COMPILE_HINT}\n(self.webpackChunk=[]).push([]);`);
    await expect(hintedMainBundle(outDir)).resolves.toBe(
      path.join(outDir, 'assets', 'js', 'main.d72d64e9.js'),
    );
  });

  it('fails when the hint is missing or not on the first line', async () => {
    await write('main.d72d64e9.js', `/*! license */\n${COMPILE_HINT}\n(self.webpackChunk=[]).push([]);`);
    await expect(hintedMainBundle(outDir)).rejects.toThrow(
      /does not start with \/\/# allFunctionsCalledOnLoad/,
    );
  });

  it('fails when it cannot tell which file is the main bundle', async () => {
    await expect(hintedMainBundle(outDir)).rejects.toThrow(/expected one main bundle .* found 0/);
    await write('main.d72d64e9.js', COMPILE_HINT);
    await write('main.00000000.js', COMPILE_HINT);
    await expect(hintedMainBundle(outDir)).rejects.toThrow(/found 2/);
  });
});
