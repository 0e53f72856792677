import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import defaultPageTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { describe, expect, it } from 'vitest';
import { paintFirstTemplate } from '../../../../src/lib/config/paintFirstTemplate';

const require = createRequire(import.meta.url);
const { dropSsrTemplate } = require('../../../../plugins/server-only-config/configLoader.cjs') as {
  dropSsrTemplate(source: string): string;
};

/** The config module as the installed codegen writes it: `export default ${JSON.stringify(siteConfig, null, 2)};`. */
const configModule = (siteConfig: object) => `export default ${JSON.stringify(siteConfig, null, 2)};\n`;
const evaluate = (source: string): unknown =>
  JSON.parse(
    source
      .replace(/^export default /, '')
      .replace(/;\n$/, '')
      .replace(/,(\s*})\s*$/, '$1'),
  );

describe('server-only-config loader', () => {
  it('matches how the installed Docusaurus codegen writes the config module', () => {
    const codegen = readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegen.js'), 'utf8');
    expect(codegen).toContain('export default ${JSON.stringify(siteConfig, null, 2)};');
  });

  it('drops the page template and keeps every other setting', () => {
    const siteConfig = {
      title: 'Docs',
      ssrTemplate: paintFirstTemplate(defaultPageTemplate),
      baseUrl: '/',
      themeConfig: { navbar: { title: 'x' } },
    };
    const { ssrTemplate: _dropped, ...rest } = siteConfig;
    expect(evaluate(dropSsrTemplate(configModule(siteConfig)))).toEqual(rest);
  });

  it('keeps the object valid when the template is the last setting', () => {
    const output = dropSsrTemplate(configModule({ title: 'Docs', ssrTemplate: 'a "quoted" <%~ it %>' }));
    expect(evaluate(output)).toEqual({ title: 'Docs' });
  });

  it('stops the build when it finds no template to drop', () => {
    expect(() => dropSsrTemplate(configModule({ title: 'Docs' }))).toThrow(/found 0/);
  });
});
