import type { HclParser } from '../hcl/parser';
import { extractCodeBlocks, type CodeBlock } from './markdown';

/** Code block languages checked with HashiCorp's HCL parser. */
export const HCL_LANGUAGES: readonly string[] = ['hcl', 'terraform', 'tf'];

/** An HCL code block of a doc, parsed once and shared by every check. */
export interface ParsedHclBlock {
  readonly block: CodeBlock;
  /** 1-based line of the opening fence in the doc file. */
  readonly fileLine: number;
  /** hcl2json output, or undefined when the block does not parse. */
  readonly parsed: Record<string, unknown> | undefined;
  readonly error: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses every hcl/terraform block of a doc body. */
export async function parseHclBlocks(
  file: string,
  body: string,
  bodyLineOffset: number,
  parse: HclParser,
): Promise<ParsedHclBlock[]> {
  const blocks: ParsedHclBlock[] = [];
  for (const block of extractCodeBlocks(body)) {
    if (!HCL_LANGUAGES.includes(block.language)) continue;
    const fileLine = bodyLineOffset + block.line;
    try {
      // A file ends with a newline; without it a heredoc closing the block would read as unterminated.
      const parsed = await parse(`${file}:${fileLine}.hcl`, `${block.code}\n`);
      blocks.push({ block, fileLine, parsed: isRecord(parsed) ? parsed : {}, error: undefined });
    } catch (error: unknown) {
      const reason = error instanceof Error ? error.message : String(error);
      blocks.push({ block, fileLine, parsed: undefined, error: reason });
    }
  }
  return blocks;
}

/** A line that marks a block as a deliberate fragment: `# ...` (or `// ...`) on its own. */
export function isFragment(code: string): boolean {
  return code.split('\n').some((line) => /^\s*(#|\/\/)\s*\.\.\.\s*$/.test(line));
}

/** File line of the first line of the block at or after `from` (0-based in the code) matching the pattern. */
export function lineOf(parsed: ParsedHclBlock, pattern: RegExp, from = 0): number {
  const lines = parsed.block.code.split('\n');
  for (let index = from; index < lines.length; index += 1) {
    if (pattern.test(lines[index] ?? '')) return parsed.fileLine + 1 + index;
  }
  return parsed.fileLine;
}
