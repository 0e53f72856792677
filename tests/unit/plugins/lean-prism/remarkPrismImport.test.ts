import { describe, expect, it } from 'vitest';
import { PRISM_MODULES } from '../../../../plugins/lean-prism';
import type { Paragraph, Root, RootContent } from 'mdast';
import remarkPrismImport, {
  hasCodeBlock,
  sideEffectImport,
} from '../../../../plugins/lean-prism/remarkPrismImport';

const MODULE = '@site/plugins/lean-prism/client/registerPrism';

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

  it('ignores inline code', () => {
    expect(
      hasCodeBlock(tree({ type: 'paragraph', children: [{ type: 'inlineCode', value: 'terraform plan' }] })),
    ).toBe(false);
  });
});

describe('remarkPrismImport', () => {
  it('puts an import of the Prism module first in a page with a code block', () => {
    const page = tree(paragraph('Run this:'), { type: 'code', value: 'terragrunt plan' });
    remarkPrismImport({ modulePath: MODULE })(page);
    expect(page.children[0]).toEqual(sideEffectImport(MODULE));
    expect(page.children).toHaveLength(3);
  });

  it('leaves a page without code blocks alone', () => {
    const page = tree(paragraph('Prose only.'));
    remarkPrismImport({ modulePath: MODULE })(page);
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
  ])('%s goes to the Prism chunk: %s', (file, expected) => {
    expect(PRISM_MODULES.test(file)).toBe(expected);
  });
});
