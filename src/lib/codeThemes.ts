import type { PrismTheme } from 'prism-react-renderer';

/**
 * Prism token types grouped by the colour they take. The colours themselves are CSS variables
 * (`--code-<role>` in `src/css/code.css`), set per colour mode and chosen for WCAG AA contrast (4.5:1) on
 * the code background. So the server renders the same markup whichever mode the reader has chosen, and
 * code blocks need no second render after hydration (see `plugins/hydrate-once`).
 */
export const CODE_TOKEN_ROLES = {
  comment: ['comment', 'prolog', 'doctype', 'cdata'],
  keyword: ['keyword', 'selector', 'important', 'atrule'],
  string: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
  property: ['property', 'attr-name'],
  number: ['number', 'boolean', 'constant', 'symbol'],
  function: ['function', 'class-name', 'type'],
  variable: ['variable'],
  parameter: ['parameter'],
  builtin: ['builtin'],
  tag: ['tag'],
  deleted: ['deleted'],
  punctuation: ['punctuation', 'operator'],
} as const satisfies Record<string, readonly string[]>;

export type CodeTokenRole = keyof typeof CODE_TOKEN_ROLES;

/** The CSS variable that holds a role's colour. */
export function codeColorVariable(role: CodeTokenRole | 'plain' | 'background'): string {
  return `--code-${role}`;
}

/** The one Prism theme of the site, for light and dark mode alike. */
export const codeTheme: PrismTheme = {
  plain: {
    color: `var(${codeColorVariable('plain')})`,
    backgroundColor: `var(${codeColorVariable('background')})`,
  },
  styles: Object.entries(CODE_TOKEN_ROLES).map(([role, types]) => ({
    types: [...types],
    style: {
      color: `var(${codeColorVariable(role as CodeTokenRole)})`,
      ...(role === 'comment' ? { fontStyle: 'italic' as const } : {}),
    },
  })),
};
