import { describe, expect, it } from 'vitest';
import { sourceLines } from '../../../scripts/lib/sourceLines';

describe('sourceLines', () => {
  it.each([
    ['code lines, not blank ones', 'const a = 1;\n\nconst b = 2;\n', 2],
    [
      'not comment-only lines, line or block',
      '// why\n/**\n * doc\n */\nexport const a = 1; // trailing\n',
      1,
    ],
    ['a string that looks like a comment start', "const glob = 'src/**/*.css';\nconst url = '//host';\n", 2],
    ['a regular expression with comment marks', 'const re = /\\/\\*|\\/\\//;\n', 1],
    ['every line of a multi-line template string', 'const text = `one\ntwo\n`;\n', 3],
    ['a CommonJS file', "'use strict';\n/* note */\nmodule.exports = {};\n", 2],
  ])('counts %s', (_case, text, expected) => {
    expect(sourceLines('file.ts', text)).toBe(expected);
  });
});
