import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The rule ids the project's ESLint config reports on a snippet, as if it were a file of `src/`. */
async function ruleIds(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, 'src', 'components', 'Probe.tsx'),
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the ESLint config', () => {
  // @docusaurus/eslint-plugin runs on typescript-eslint 8 through an npm override (package.json): this
  // shows the rule still loads and fires there.
  it('reports a plain <a> to a page of the site with @docusaurus/no-html-links', async () => {
    expect(
      await ruleIds('export default function Probe() {\n  return <a href="/intro">Intro</a>;\n}\n'),
    ).toContain('@docusaurus/no-html-links');
  });

  it('reports a hook dependency that is missing', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export default function Probe({ id }: { readonly id: string }) {',
      '  useEffect(() => {',
      '    console.log(id);',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(code)).toContain('react-hooks/exhaustive-deps');
  });
});
