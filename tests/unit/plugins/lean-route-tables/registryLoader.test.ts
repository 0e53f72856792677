import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { emptyModulePaths } = createRequire(import.meta.url)(
  '../../../../plugins/lean-route-tables/registryLoader.cjs',
) as { emptyModulePaths(source: string): string };

// The shape Docusaurus 3 writes to .docusaurus/registry.js (see @docusaurus/core lib/server/codegen).
const registry = [
  'export default {',
  '  "029ff090": [() => import(/* webpackChunkName: "029ff090" */ "@site/docs/faq/eks.md"), "@site/docs/faq/eks.md", require.resolveWeak("@site/docs/faq/eks.md")],',
  '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
  '};',
].join('\n');

describe('lean-route-tables registry loader', () => {
  it('matches the entry format of the installed Docusaurus codegen', () => {
    const codegen = readFileSync(
      createRequire(import.meta.url).resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(codegen).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });

  it('empties each module path and keeps the loader and the weak require', () => {
    const output = emptyModulePaths(registry);
    expect(output).toContain(
      '"029ff090": [() => import(/* webpackChunkName: "029ff090" */ "@site/docs/faq/eks.md"), "", require.resolveWeak("@site/docs/faq/eks.md")]',
    );
    expect(output).toContain(
      '"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", ',
    );
  });

  it('fails loudly when the registry format changes', () => {
    expect(() => emptyModulePaths(registry.replaceAll('require.resolveWeak', 'weak'))).toThrow(
      /emptied 0 module paths in registry.js, which has 2 entries/,
    );
    expect(() => emptyModulePaths('export default {};')).toThrow(/which has 0 entries/);
  });
});
