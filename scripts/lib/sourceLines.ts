import ts from 'typescript';

/**
 * Source lines of a TypeScript or JavaScript file: the lines that hold part of a token of the language,
 * so neither blank lines nor lines that are only comment. TypeScript's parser tells comments (trivia)
 * from strings and regular expressions that look like them.
 */
export function sourceLines(fileName: string, text: string): number {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    // The parser hangs JSDoc comments on the declarations they document; they are comment all the same.
    if (ts.isJSDoc(node)) return;
    if (node.getChildCount(file) > 0) {
      node.getChildren(file).forEach(visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  };
  visit(file);
  return lines.size;
}
