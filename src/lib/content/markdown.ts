/** Fenced code block found in a Markdown/MDX body. */
export interface CodeBlock {
  readonly language: string;
  readonly code: string;
  /** 1-based line of the opening fence within the text that was scanned. */
  readonly line: number;
  /** The `title="..."` of the fence's meta string, if it has one. */
  readonly title?: string;
}

const TITLE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/** The title a fence's meta string gives its block (`title="main.tf"`), as Docusaurus reads it. */
export function titleOf(meta: string): string | undefined {
  const match = TITLE.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;

/** Extracts fenced code blocks, including indented ones inside JSX such as `<TabItem>`. */
export function extractCodeBlocks(text: string): CodeBlock[] {
  const lines = text.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = FENCE_OPEN.exec(lines[index] ?? '');
    if (!open) {
      index += 1;
      continue;
    }
    const indent = open[1] ?? '';
    const fence = open[2] ?? '```';
    const startLine = index + 1;
    const body: string[] = [];
    index += 1;
    while (index < lines.length) {
      const current = lines[index] ?? '';
      const trimmed = current.trim();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '' && trimmed[0] === fence[0])
        break;
      body.push(current.startsWith(indent) ? current.slice(indent.length) : current);
      index += 1;
    }
    const title = titleOf(open[4] ?? '');
    blocks.push({
      language: (open[3] ?? '').toLowerCase(),
      code: body.join('\n'),
      line: startLine,
      ...(title === undefined ? {} : { title }),
    });
    index += 1;
  }
  return blocks;
}

/** Removes fenced code blocks, keeping line count so later line numbers still match. */
export function stripCodeBlocks(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const trimmed = line.trim();
    if (fence === undefined) {
      const open = FENCE_OPEN.exec(line);
      if (open) {
        fence = open[2];
        out.push('');
        continue;
      }
      out.push(line);
    } else {
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') fence = undefined;
      out.push('');
    }
  }
  return out.join('\n');
}

/** Counts the words a reader reads: prose only, without code, imports, JSX tags or link targets. */
export function countProseWords(body: string): number {
  const prose = stripCodeBlocks(body)
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/^:::\w*.*$/gm, ' ');
  const words = prose.match(/[A-Za-z0-9][A-Za-z0-9'’_./-]*/g);
  return words ? words.length : 0;
}
