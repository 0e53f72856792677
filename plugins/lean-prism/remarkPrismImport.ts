import type { Program } from 'estree';
import type { Node, Parent } from 'unist';

/** The MDX ESM node remark-mdx produces for an `import` line; the compiler reads `data.estree`. */
interface MdxjsEsm extends Node {
  type: 'mdxjsEsm';
  value: string;
  data: { estree: Program };
}

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}

/** True when the tree holds a code block, fenced or `<CodeBlock>` (inline code needs no highlighter). */
export function hasCodeBlock(node: Node): boolean {
  const isCodeBlockElement =
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as Node & { name?: string | null }).name === 'CodeBlock';
  return node.type === 'code' || isCodeBlockElement || (isParent(node) && node.children.some(hasCodeBlock));
}

const identifier = (name: string) => ({ type: 'Identifier', name }) as const;

/**
 * `import { requestPrismForPage } from "<module>"; export const prismRequested = requestPrismForPage();`:
 * MDX allows only imports and exports at the top of a page, and the call must run each time a page's
 * module runs, which a side-effect import of a shared module would not (it runs once).
 */
export function prismRequest(modulePath: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import { requestPrismForPage } from ${JSON.stringify(modulePath)};\nexport const prismRequested = requestPrismForPage();`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportSpecifier',
                imported: identifier('requestPrismForPage'),
                local: identifier('requestPrismForPage'),
              },
            ],
            attributes: [],
            source: { type: 'Literal', value: modulePath, raw: JSON.stringify(modulePath) },
          },
          {
            type: 'ExportNamedDeclaration',
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                {
                  type: 'VariableDeclarator',
                  id: identifier('prismRequested'),
                  init: {
                    type: 'CallExpression',
                    callee: identifier('requestPrismForPage'),
                    arguments: [],
                    optional: false,
                  },
                },
              ],
            },
            specifiers: [],
            source: null,
            attributes: [],
          },
        ],
      },
    },
  };
}

export interface RemarkPrismImportOptions {
  /** Import specifier of the module a page with code imports: Prism itself, or what asks for it later. */
  readonly modulePath: string;
}

/** True when a code block numbers its lines (`showLineNumbers` in its meta). */
export function hasNumberedLines(node: Node): boolean {
  const numbered =
    node.type === 'code' && /(^|\s)showLineNumbers\b/.test((node as { meta?: string | null }).meta ?? '');
  return numbered || (isParent(node) && node.children.some(hasNumberedLines));
}

/**
 * Remark plugin: a page with a code block asks a Prism module for Prism, so the highlighter stays out of
 * the main bundle and of every page without code. Numbered lines are refused: the theme renders them as a
 * component per token, which cannot hydrate from the server's highlighting before Prism arrives.
 */
export default function remarkPrismImport({ modulePath }: RemarkPrismImportOptions) {
  return (tree: Parent, file: { path?: string }): void => {
    if (hasNumberedLines(tree)) {
      throw new Error(
        `lean-prism: ${file.path ?? 'a page'} numbers its code lines (showLineNumbers), which plugins/lean-prism does not support; remove it`,
      );
    }
    if (hasCodeBlock(tree)) tree.children.unshift(prismRequest(modulePath));
  };
}
