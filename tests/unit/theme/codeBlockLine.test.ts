import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-hcl';
import 'prismjs/components/prism-bash';
import type { Props } from '@theme/CodeBlock/Line';
import ThemeLine from '@theme-original/CodeBlock/Line';
import { describe, expect, it } from 'vitest';
import { Highlight } from '../../../plugins/lean-prism/client/prismReactRenderer';
import { codeTheme } from '../../../src/lib/codeThemes';
import CodeLine from '../../../src/theme/CodeBlock/Line';

const HCL = `# A comment with <tags> & "quotes"
module "vpc" {
  source = "git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.112.5"

  cidr_block = "10.0.0.0/16"
  tags       = { Team = "platform" }
}
`;

/** A code block's lines as the theme's content renders them, with the given line component. */
function renderLines(
  Line: ComponentType<Props>,
  code: string,
  language: string,
  classNamesOf: (index: number) => string[] | undefined = () => undefined,
): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme: codeTheme,
      prism: Prism,
      children: ({ tokens, getLineProps, getTokenProps }) =>
        tokens.map((line, index) =>
          createElement(Line, {
            key: index,
            line,
            classNames: classNamesOf(index),
            showLineNumbers: false,
            getLineProps,
            getTokenProps,
          } as Props),
        ),
    }),
  );
}

// Pins the site's code line (tokens as markup, src/theme/CodeBlock/Line) to the installed theme's line:
// if an upgrade changes the theme's elements, classes or styles, this fails and the copy must follow.
describe('the code line', () => {
  it('renders the same markup as the theme’s line, token for token', () => {
    const ours = renderLines(CodeLine as ComponentType<Props>, HCL, 'hcl');
    expect(ours).toContain('class="token keyword"');
    expect(ours).toContain('&lt;tags&gt; &amp; &quot;quotes&quot;');
    expect(ours).toBe(renderLines(ThemeLine, HCL, 'hcl'));
  });

  it('renders empty lines, a lone line feed and unhighlighted text as the theme does', () => {
    const code = 'echo "one"\n\n\necho two\n';
    expect(renderLines(CodeLine as ComponentType<Props>, code, 'bash')).toBe(
      renderLines(ThemeLine, code, 'bash'),
    );
    expect(renderLines(CodeLine as ComponentType<Props>, 'plain <text>', 'text')).toBe(
      renderLines(ThemeLine, 'plain <text>', 'text'),
    );
  });

  it('keeps the classes of highlighted lines', () => {
    const highlighted = (index: number) => (index === 1 ? ['theme-code-block-highlighted-line'] : undefined);
    const ours = renderLines(CodeLine as ComponentType<Props>, HCL, 'hcl', highlighted);
    expect(ours).toContain('class="token-line theme-code-block-highlighted-line"');
    expect(ours).toBe(renderLines(ThemeLine, HCL, 'hcl', highlighted));
  });
});
