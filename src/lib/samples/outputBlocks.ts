/**
 * Command output on a page is a text or JSON block right after the shell block that prints it, captioned
 * by its title: "Expected output" when a run against the emulator produced it (the sample checks hold it
 * to that run), "Example output" when no run can, and "Output" for what a local tool prints.
 */
import { extractCodeBlocks, type CodeBlock } from '../content/markdown';
import { SHELL_LANGUAGES } from './awsInvocations';

export type OutputCaption = 'expected' | 'example' | 'output';

/** Languages an output block is written in. */
export const OUTPUT_LANGUAGES: readonly string[] = ['text', 'json', 'console', ''];

/** Section headings under which a block is the previous command's output, not a new sample. */
const OUTPUT_SECTIONS = /^(Output|Expected output|Example output)$/i;

/** The caption a block's title gives it; "Expected output (abridged)" is an expected output too. */
export function outputCaption(title: string | undefined): OutputCaption | undefined {
  if (title === undefined) return undefined;
  if (/^Expected output\b/i.test(title)) return 'expected';
  if (/^Example output\b/i.test(title)) return 'example';
  if (/^Output\b/i.test(title)) return 'output';
  return undefined;
}

/** A code block with where it sits in the doc. */
export interface DocBlock extends CodeBlock {
  /** 1-based line of the opening fence in the doc file. */
  readonly fileLine: number;
  /** The `##` section the block is in. */
  readonly section: string | undefined;
  /** Headings between the previous code block and this one. */
  readonly headingsBefore: readonly string[];
}

/** Every code block of a body with its section and the headings that precede it. */
export function docBlocks(body: string, bodyLineOffset: number): DocBlock[] {
  const lines = body.split(/\r?\n/);
  const headings = lines.flatMap((text, index) => {
    const match = /^(#{2,6})\s+(.*?)\s*(?:\{#[\w-]+\})?\s*$/.exec(text);
    return match ? [{ line: index + 1, level: match[1]?.length ?? 2, text: match[2] ?? '' }] : [];
  });
  let previousLine = 0;
  return extractCodeBlocks(body).map((block) => {
    const before = headings.filter((heading) => heading.line > previousLine && heading.line < block.line);
    const section = [...headings]
      .reverse()
      .find((heading) => heading.level === 2 && heading.line < block.line);
    previousLine = block.line;
    return {
      ...block,
      fileLine: bodyLineOffset + block.line,
      section: section?.text,
      headingsBefore: before.map((heading) => heading.text),
    };
  });
}

export const isShellBlock = (block: CodeBlock): boolean => SHELL_LANGUAGES.includes(block.language);

/** A shell block and the output block that follows it, if any. */
export interface CommandWithOutput {
  readonly command: DocBlock;
  readonly output?: DocBlock;
}

/**
 * Pairs each shell block with the output block after it: an untitled or output-captioned text or JSON block
 * that comes next, with no heading between them but an output section's.
 */
export function commandsWithOutputs(blocks: readonly DocBlock[]): CommandWithOutput[] {
  const pairs: CommandWithOutput[] = [];
  blocks.forEach((block, index) => {
    if (!isShellBlock(block)) return;
    const next = blocks[index + 1];
    const isOutput =
      next !== undefined &&
      OUTPUT_LANGUAGES.includes(next.language) &&
      (next.title === undefined || outputCaption(next.title) !== undefined) &&
      next.headingsBefore.every((heading) => OUTPUT_SECTIONS.test(heading));
    pairs.push(isOutput ? { command: block, output: next } : { command: block });
  });
  return pairs;
}
