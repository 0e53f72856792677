import { describe, expect, it } from 'vitest';
import { layoutChunkNames } from '@site/plugins/layout-chunks/groups';
import { DOC_CONTENT_MODULES } from '@site/plugins/layout-chunks';
import { readRegistry, readRoutes } from '@site/plugins/route-sections/codegen';
import { generateRouteTables, type RouteConfig } from '../routeCodegen';

const doc = (routePath: string): RouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `@site/docs${routePath}.md` },
});

/** The docs plugin's route tree: root and version layouts, a tag page, the doc layout and its pages. */
const SITE: RouteConfig[] = [
  { path: '/search', component: '@theme/SearchPage', exact: true },
  {
    path: '/',
    component: '@theme/DocsRoot',
    context: { plugin: '@generated/docs/__plugin.json' },
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        modules: { version: '@generated/docs/version.json' },
        routes: [
          {
            path: '/tags/vpc',
            component: '@theme/DocTagDocListPage',
            exact: true,
            modules: { tag: '@generated/t.json' },
          },
          { path: '/', component: '@theme/DocRoot', routes: [doc('/faq/eks'), doc('/guides/vpc')] },
        ],
      },
    ],
  },
];

/** The three tables Docusaurus writes for routes, as read, and a lookup of a module's chunk name. */
async function generate(routes: RouteConfig[]) {
  const tables = await generateRouteTables(routes);
  const registry = readRegistry(tables.registry);
  const nameOf = (modulePath: string) =>
    [...registry].find(([, entry]) => entry.includes(`"${modulePath}"`))?.[0];
  return { routes: readRoutes(tables.routes), chunkNames: tables.chunkNames, registry, nameOf };
}

describe('layoutChunkNames, on the installed Docusaurus codegen output', () => {
  it("merges the docs layouts' components and data, and the doc page component but not page content", async () => {
    const { routes, chunkNames, registry, nameOf } = await generate(SITE);
    const groups = layoutChunkNames(routes, chunkNames, registry);
    const names = (...modules: string[]) => modules.map((module) => nameOf(module)).sort();
    expect(groups.get('docs-root')).toEqual(
      names(
        '@theme/DocsRoot',
        '@generated/docs/__plugin.json',
        '@theme/DocVersionRoot',
        '@generated/docs/version.json',
      ),
    );
    expect(groups.get('doc-page')).toEqual(names('@theme/DocRoot', '@theme/DocItem'));
    // Each page's content and the tag page stay in chunks of their own.
    const merged = new Set([...groups.values()].flat());
    for (const module of ['@site/docs/faq/eks.md', '@theme/DocTagDocListPage', '@generated/t.json']) {
      expect(merged.has(nameOf(module) ?? '')).toBe(false);
    }
  });

  it('fails the build when no route renders a layout it should merge', async () => {
    const { routes, chunkNames, registry } = await generate([SITE[0] as RouteConfig]);
    expect(() => layoutChunkNames(routes, chunkNames, registry)).toThrow(
      /no route renders @theme\/DocsRoot, @theme\/DocVersionRoot, @theme\/DocRoot, @theme\/DocItem/,
    );
  });
});

describe('DOC_CONTENT_MODULES', () => {
  it.each([
    ['/site/node_modules/@mdx-js/react/lib/index.js', true],
    ['/site/plugins/lean-prism/client/requestPrismAfterHydration.ts', true],
    ['/site/plugins/lean-prism/client/prismRegistry.ts', true],
    ['/site/plugins/lean-prism/client/registerPrism.ts', false],
    ['/site/node_modules/prismjs/components/prism-core.js', false],
    ['/site/docs/faq/eks.md', false],
  ])('%s goes to the doc page chunk: %s', (file, expected) => {
    expect(DOC_CONTENT_MODULES.test(file)).toBe(expected);
  });
});
