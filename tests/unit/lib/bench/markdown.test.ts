import { describe, expect, it } from 'vitest';
import { markdownTable } from '../../../../src/lib/bench/markdown';

describe('markdownTable', () => {
  it('writes a header, a separator and one line per row', () => {
    expect(
      markdownTable(
        ['Kind', 'Bytes'],
        [
          ['JS', '1.0 KB'],
          ['CSS', ''],
        ],
      ),
    ).toEqual(['| Kind | Bytes |', '| --- | --- |', '| JS | 1.0 KB |', '| CSS | |']);
  });
});
