import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shallowMemoModule } from '../../../../plugins/collator-free-memo';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

const { sortKeysWithoutCollator } = createRequire(import.meta.url)(
  '../../../../plugins/collator-free-memo/loader.cjs',
) as { sortKeysWithoutCollator(source: string, file: string): string };

/** The comparator the loader writes, taken from its output so the test checks what ships. */
function shippedComparator(output: string): (a: [string], b: [string]) => number {
  const match = /deps\.sort\((\(a, b\) => [^;]+)\);/.exec(output);
  if (!match?.[1]) throw new Error('no deps.sort(...) in the rewritten module');
  return new Function(`return ${match[1]}`)() as (a: [string], b: [string]) => number;
}

describe('collator-free-memo loader', () => {
  const file = shallowMemoModule(ROOT);
  const source = readFileSync(file, 'utf8');

  it('replaces the one localeCompare of the installed theme-common and nothing else', () => {
    const output = sortKeysWithoutCollator(source, file);
    expect(source).toContain('localeCompare');
    expect(output).not.toContain('localeCompare');
    const unchanged = (text: string) => text.replace(/deps\.sort\([^;]+\);/, '');
    expect(unchanged(output)).toBe(unchanged(source));
  });

  it('orders distinct keys the same way whatever order they were written in', () => {
    const compare = shippedComparator(sortKeysWithoutCollator(source, file));
    const keys = ['props', 'component', 'Zebra', 'attributes', 'childList', 'subtree'];
    const sorted = (list: string[]) =>
      list
        .map((key): [string] => [key])
        .sort(compare)
        .map(([key]) => key);
    expect(sorted(keys)).toEqual(sorted([...keys].reverse()));
    expect(sorted(keys)).toEqual(['Zebra', 'attributes', 'childList', 'component', 'props', 'subtree']);
  });

  it('fails loudly when the theme no longer sorts with localeCompare', () => {
    expect(() =>
      sortKeysWithoutCollator('export function useShallowMemoObject() {}', 'reactUtils.js'),
    ).toThrow(/found 0; the theme changed/);
  });
});
