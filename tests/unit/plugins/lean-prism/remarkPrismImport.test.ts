import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { PRISM_MODULES } from '../../../../plugins/lean-prism';
import type { Paragraph, Root, RootContent } from 'mdast';
import remarkPrismImport, {
  hasCodeBlock,
  hasNumberedLines,
  prismRequest,
} from '../../../../plugins/lean-prism/remarkPrismImport';

const MODULE = '@lean-prism/page-prism';
const OPTIONS = { modulePath: MODULE };

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
    remarkPrismImport(OPTIONS)(page, { path: 'docs/page.md' });
    expect(page.children[0]).toEqual(prismRequest(MODULE));
    expect(page.children).toHaveLength(3);
  });

  it('refuses a page whose code numbers its lines, naming the page', () => {
    const page = tree({ type: 'code', meta: 'title="main.tf" showLineNumbers', value: 'x' });
    expect(() => remarkPrismImport(OPTIONS)(page, { path: 'docs/page.md' })).toThrow(
      /lean-prism: docs\/page.md numbers its code lines \(showLineNumbers\)/,
    );
  });

  it('reads showLineNumbers as a word of the meta string only', () => {
    expect(hasNumberedLines(tree({ type: 'code', meta: 'showLineNumbersX', value: 'x' }))).toBe(false);
    expect(hasNumberedLines(tree({ type: 'code', meta: '{1,3} showLineNumbers', value: 'x' }))).toBe(true);
  });

  it('leaves a page without code blocks alone', () => {
    const page = tree(paragraph('Prose only.'));
    remarkPrismImport(OPTIONS)(page, { path: 'docs/page.md' });
    expect(page.children).toHaveLength(1);
  });

  it('makes a page that MDX compiles into a module importing the request and calling it as it runs', async () => {
    const compiled = String(
      await compile('Run this:\n\n```bash\nterragrunt plan\n```\n', {
        remarkPlugins: [[remarkPrismImport, OPTIONS]],
      }),
    );
    expect(compiled).toContain(`import {requestPrismForPage} from "${MODULE}";`);
    expect(compiled).toContain('export const prismRequested = requestPrismForPage();');
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
