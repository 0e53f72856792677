import type { Program } from 'estree';
import type { Node, Parent } from 'unist';

/** The MDX ESM node remark-mdx produces for an `import` line; the compiler reads `data.estree`. */
interface MdxjsEsm extends Node {
  type: 'mdxjsEsm';
  value: string;
  data: { estree: Program };
}

interface CodeNode extends Node {
  type: 'code';
  meta?: string | null;
}

interface JsxElement extends Node {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: readonly { type: string; name?: string }[];
}

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}

function someNode(node: Node, test: (node: Node) => boolean): boolean {
  return test(node) || (isParent(node) && node.children.some((child) => someNode(child, test)));
}

function isCodeBlockElement(node: Node): node is JsxElement {
  return (
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    (node as JsxElement).name === 'CodeBlock'
  );
}

/** True when the tree holds a code block, fenced or `<CodeBlock>` (inline code needs no highlighter). */
export function hasCodeBlock(node: Node): boolean {
  return someNode(node, (candidate) => candidate.type === 'code' || isCodeBlockElement(candidate));
}

function numbersLines(node: Node): boolean {
  if (node.type === 'code') return /(^|\s)showLineNumbers\b/.test((node as CodeNode).meta ?? '');
  return (
    isCodeBlockElement(node) &&
    node.attributes.some(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'showLineNumbers',
    )
  );
}

/**
 * True when a code block shows line numbers. The theme renders those lines as a component per token,
 * which cannot hydrate from the server's highlighted markup without Prism.
 */
export function hasNumberedLines(node: Node): boolean {
  return someNode(node, numbersLines);
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
  /** Import specifier of the module a page with code imports: Prism itself, or what asks for it later. */
  readonly modulePath: string;
  /** Import specifier of the module that loads Prism before the page renders, everywhere. */
  readonly eagerModulePath: string;
}

/**
 * Remark plugin: a page with a code block imports a Prism module, so the highlighter stays out of
 * the main bundle and of every page without code. Pages with line numbers import the eager one.
 */
export default function remarkPrismImport({ modulePath, eagerModulePath }: RemarkPrismImportOptions) {
  return (tree: Parent): void => {
    if (!hasCodeBlock(tree)) return;
    tree.children.unshift(sideEffectImport(hasNumberedLines(tree) ? eagerModulePath : modulePath));
  };
}
