import { describe, expect, it } from 'vitest';
import { PRISM_MODULES } from '../../../../plugins/lean-prism';
import type { Paragraph, Root, RootContent } from 'mdast';
import remarkPrismImport, {
  hasCodeBlock,
  hasNumberedLines,
  sideEffectImport,
} from '../../../../plugins/lean-prism/remarkPrismImport';

const MODULE = '@lean-prism/page-prism';
const EAGER = '@site/plugins/lean-prism/client/registerPrism';
const OPTIONS = { modulePath: MODULE, eagerModulePath: EAGER };

function tree(...children: RootContent[]): Root {
  return { type: 'root', children };
}

const paragraph = (text: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'text', value: text }],
});

describe('hasCodeBlock', () => {
  it('finds a fenced block at any depth', () => {
    const nested = tree({
      type: 'list',
      children: [{ type: 'listItem', children: [{ type: 'code', value: 'ls' }] }],
    });
    expect(hasCodeBlock(nested)).toBe(true);
  });

  it('finds a <CodeBlock> element', () => {
    expect(
      hasCodeBlock(tree({ type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes: [], children: [] })),
    ).toBe(true);
  });

  it('ignores inline code', () => {
    expect(
      hasCodeBlock(tree({ type: 'paragraph', children: [{ type: 'inlineCode', value: 'terraform plan' }] })),
    ).toBe(false);
  });
});

describe('remarkPrismImport', () => {
  it('puts an import of the Prism module first in a page with a code block', () => {
    const page = tree(paragraph('Run this:'), { type: 'code', value: 'terragrunt plan' });
    remarkPrismImport(OPTIONS)(page);
    expect(page.children[0]).toEqual(sideEffectImport(MODULE));
    expect(page.children).toHaveLength(3);
  });

  it.each([
    [
      'a fenced block with showLineNumbers',
      { type: 'code', meta: 'title="main.tf" showLineNumbers', value: 'x' },
    ],
    [
      'a <CodeBlock showLineNumbers>',
      {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [{ type: 'mdxJsxAttribute', name: 'showLineNumbers', value: null }],
        children: [],
      },
    ],
  ] as const)('imports the eager module when the page has %s', (_case, block) => {
    const page = tree({ type: 'code', value: 'terragrunt plan' }, block as RootContent);
    remarkPrismImport(OPTIONS)(page);
    expect(page.children[0]).toEqual(sideEffectImport(EAGER));
  });

  it('reads showLineNumbers as a word of the meta string only', () => {
    expect(hasNumberedLines(tree({ type: 'code', meta: 'showLineNumbersX', value: 'x' }))).toBe(false);
    expect(hasNumberedLines(tree({ type: 'code', meta: '{1,3} showLineNumbers', value: 'x' }))).toBe(true);
  });

  it('leaves a page without code blocks alone', () => {
    const page = tree(paragraph('Prose only.'));
    remarkPrismImport(OPTIONS)(page);
    expect(page.children).toHaveLength(1);
  });

  it('builds the ESM node MDX compiles: a side-effect import of the module', () => {
    const node = sideEffectImport(MODULE);
    expect(node.value).toBe(`import "${MODULE}";`);
    expect(node.data.estree.body).toEqual([
      expect.objectContaining({
        type: 'ImportDeclaration',
        specifiers: [],
        source: expect.objectContaining({ value: MODULE }),
      }),
    ]);
  });
});

describe('PRISM_MODULES', () => {
  it.each([
    ['/site/node_modules/prismjs/components/prism-core.js', true],
    ['/site/plugins/lean-prism/client/registerPrism.ts', true],
    ['/site/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js', true],
    ['/site/plugins/lean-prism/client/prismRegistry.ts', false],
    ['/site/plugins/lean-prism/client/prismReactRenderer.ts', false],
    ['/site/plugins/lean-prism/client/loadPrism.ts', false],
    ['/site/plugins/lean-prism/client/requestPrismAfterHydration.ts', false],
  ])('%s goes to the Prism chunk: %s', (file, expected) => {
    expect(PRISM_MODULES.test(file)).toBe(expected);
  });
});
