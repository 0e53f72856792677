/**
 * Makes free text (descriptions from HCL) safe to place in MDX: characters that MDX would read as JSX or
 * expressions are escaped outside inline code spans, while Markdown such as links and emphasis keeps working.
 */
export function escapeMdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/[{}]/g, (char) => `\\${char}`)
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
    )
    .join('');
}

/** Plain text for search and filtering: Markdown link targets, code ticks and emphasis removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
