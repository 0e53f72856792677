import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { leanRegistry, shortChunkNames } =
  require('../../../../plugins/lean-route-tables/registryLoader.cjs') as {
    leanRegistry(source: string): string;
    shortChunkNames(source: string): Map<string, string>;
  };
const { shortenRouteChunkNames } = require('../../../../plugins/lean-route-tables/chunkNamesLoader.cjs') as {
  shortenRouteChunkNames(source: string, registry: string): string;
};

// The shape Docusaurus 3 writes to .docusaurus/registry.js (see @docusaurus/core lib/server/codegen).
const registry = [
  'export default {',
  '  "029ff090": [() => import(/* webpackChunkName: "029ff090" */ "@site/docs/faq/eks.md"), "@site/docs/faq/eks.md", require.resolveWeak("@site/docs/faq/eks.md")],',
  // The codegen writes the last entry and the closing brace on one line.
  '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};',
].join('\n');

const routesChunkNames = JSON.stringify({
  '/faq/eks-3a1': { __comp: '17896441', content: '029ff090' },
  '/-e5f': { __comp: '17896441', __context: { plugin: '029ff090' }, items: ['029ff090'] },
});

describe('lean-route-tables', () => {
  it('matches the entry format of the installed Docusaurus codegen', () => {
    const codegen = readFileSync(
      require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(codegen).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
    expect(codegen).toContain(".join('\\n')}};");
  });

  it('names the chunks by a base 36 counter in registry order', () => {
    expect([...shortChunkNames(registry)]).toEqual([
      ['029ff090', '0'],
      ['17896441', '1'],
    ]);
  });

  it('gives the registry short names and empty module paths, keeping the loader and the weak require', () => {
    expect(leanRegistry(registry).split('\n').slice(1, 3)).toEqual([
      '  "0": [() => import(/* webpackChunkName: "0" */ "@site/docs/faq/eks.md"), "", require.resolveWeak("@site/docs/faq/eks.md")],',
      '  "1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],};',
    ]);
  });

  it('renames every chunk of the route chunk table, in nested objects and lists too, as the registry does', () => {
    expect(JSON.parse(shortenRouteChunkNames(routesChunkNames, registry))).toEqual({
      '/faq/eks-3a1': { __comp: '1', content: '0' },
      '/-e5f': { __comp: '1', __context: { plugin: '0' }, items: ['0'] },
    });
  });

  it('fails loudly when the registry format changes', () => {
    expect(() => leanRegistry(registry.replaceAll('require.resolveWeak', 'weak'))).toThrow(
      /read 0 of the 2 entries of registry.js; Docusaurus changed its route tables/,
    );
    expect(() => leanRegistry('export default {};')).toThrow(/read 0 of the 0 entries/);
  });

  it('fails loudly when the route chunk table names a chunk the registry lacks', () => {
    const stray = JSON.stringify({ '/x-1': { __comp: 'ffffffff' } });
    expect(() => shortenRouteChunkNames(stray, registry)).toThrow(
      /names a chunk, ffffffff, that registry.js lacks/,
    );
  });
});
