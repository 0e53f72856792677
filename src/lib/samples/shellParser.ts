import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

/**
 * Bash parsed with tree-sitter's Bash grammar, compiled to WebAssembly: the one module that names the
 * parser, so every sample check reads shell blocks the same way.
 */
export type ShellParser = Parser;

let loading: Promise<Parser> | undefined;

/** Loads the grammar once per process. */
export function loadShellParser(): Promise<Parser> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    await Parser.init();
    const bash = await Language.load(require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'));
    const parser = new Parser();
    parser.setLanguage(bash);
    return parser;
  })();
  return loading;
}
