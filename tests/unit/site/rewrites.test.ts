import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, FRAMEWORK_REWRITES, REWRITE_LINE_LIMIT } from '../../../src/lib/bench/rewrites';
import { sourceLines } from '../../../scripts/lib/sourceLines';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Every file at or below a listed path. */
function filesOf(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}

const covers = (entries: readonly string[], file: string) =>
  entries.some((entry) => file === entry || file.startsWith(`${entry}/`));

describe('framework rewrites', () => {
  it('are listed or named features: every plugin file and theme override', () => {
    const candidates = ['plugins', 'src/theme'].flatMap(filesOf);
    const unlisted = candidates.filter(
      (file) => !covers(FRAMEWORK_REWRITES, file) && !covers(FEATURES, file),
    );
    expect(unlisted).toEqual([]);
  });

  it(`stay within ${REWRITE_LINE_LIMIT} source lines`, () => {
    const files = FRAMEWORK_REWRITES.flatMap(filesOf).filter((file) => /\.(c|m)?[jt]sx?$/.test(file));
    const total = files.reduce(
      (sum, file) => sum + sourceLines(file, readFileSync(path.join(ROOT, file), 'utf8')),
      0,
    );
    expect(files.length).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(REWRITE_LINE_LIMIT);
  });
});
