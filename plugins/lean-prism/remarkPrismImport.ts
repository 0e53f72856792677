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

/** True when the tree holds a fenced code block (inline code needs no highlighter). */
export function hasCodeBlock(node: Node): boolean {
  if (node.type === 'code') return true;
  return isParent(node) && node.children.some(hasCodeBlock);
}

export function sideEffectImport(modulePath: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(modulePath)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: modulePath, raw: JSON.stringify(modulePath) },
          },
        ],
      },
    },
  };
}

export interface RemarkPrismImportOptions {
  /** Import specifier of the module that loads Prism and its languages. */
  readonly modulePath: string;
}

/**
 * Remark plugin: a page with a fenced code block imports the Prism registration module, so the
 * highlighter becomes part of that page's chunks (loaded before it renders, on the server and in the
 * browser) and stays out of the main bundle and of every page without code.
 */
export default function remarkPrismImport({ modulePath }: RemarkPrismImportOptions) {
  return (tree: Parent): void => {
    if (hasCodeBlock(tree)) tree.children.unshift(sideEffectImport(modulePath));
  };
}
