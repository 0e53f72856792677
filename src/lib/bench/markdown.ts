/** A Markdown table, one line per row, cells as given (callers format and escape them). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `|${cells.map((cell) => (cell ? ` ${cell} ` : ' ')).join('|')}|`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)];
}
