import { describe, expect, it } from 'vitest';
import { chunkTablePlaceholder } from '@site/plugins/route-sections/chunkTables';
import {
  readRegistry,
  readRoutes,
  splitRouteTables,
  type GeneratedRoute,
} from '@site/plugins/route-sections/codegen';
import { generateRouteTables, type RouteConfig } from '../routeCodegen';

const page = (routePath: string, sidebar?: string): RouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `@site/docs${routePath}.md` },
  ...(sidebar && { sidebar }),
});

const faq = ['/faq/eks', '/faq/terragrunt', '/faq/terratest'];
/** The docs version data module (its registry path) and what it holds: every sidebar of the version. */
const VERSION_DATA = '@generated/docs/version.json';
const SIDEBARS = { faq: ['faq items'], vpc: ['vpc items'], eks: ['eks items'], empty: [] };
const readModuleJson = (modulePath: string) =>
  modulePath === VERSION_DATA ? { version: { docsSidebars: SIDEBARS } } : { other: true };
const vpc = ['/guides/vpc/plan', '/guides/vpc/deploy', '/guides/vpc/test'];
const eks = ['/guides/eks/plan', '/guides/eks/deploy', '/guides/eks/test'];

/** A docs-shaped site: top-level pages, a tags page beside a docs root, pages under the docs root. */
const SITE: RouteConfig[] = [
  { path: '/search', component: '@theme/SearchPage', exact: true },
  {
    path: '/',
    component: '@theme/DocsRoot',
    modules: { version: VERSION_DATA },
    routes: [
      {
        path: '/tags/vpc',
        component: '@theme/DocTagDocListPage',
        exact: true,
        modules: { tag: '@site/t.json' },
      },
      {
        path: '/',
        component: '@theme/DocRoot',
        routes: [
          ...faq.map((routePath) => page(routePath, 'faq')),
          page('/support'),
          ...vpc.map((p) => page(p, 'vpc')),
          ...eks.map((p) => page(p, 'eks')),
        ],
      },
    ],
  },
];

/** The docs plugin's global data for SITE: every doc by id and path, as the plugin writes it. */
const GLOBAL_DATA = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/',
      versions: [
        {
          name: 'current',
          mainDocId: 'faq/eks',
          docs: [...faq, '/support', ...vpc, ...eks].map((routePath) => ({
            id: routePath.slice(1),
            path: routePath,
          })),
        },
      ],
    },
  },
};

/** The route tables Docusaurus writes for routes, with the docs plugin's global data for SITE. */
async function generate(routes: RouteConfig[]) {
  return { ...(await generateRouteTables(routes)), globalData: GLOBAL_DATA };
}

function paths(routes: readonly GeneratedRoute[]): string[] {
  return routes.flatMap((route) => [route.path ?? '', ...paths(route.routes ?? [])]);
}

/** Evaluates a section module's `routes()` as the browser would, with a recording ComponentCreator. */
function sectionRoutes(source: string) {
  const body = source
    .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
    .replace(/^export const registry = \{[\s\S]*?\};$/m, '')
    .replace(/^export const chunkNames = .*;$/m, '')
    .replace(/^export const docs = [\s\S]*?\];$/m, '')
    .replace(/^export const sidebars = [\s\S]*?\];$/m, '')
    .replace(/^export const chunks = .*;$/m, '')
    .replace('export function routes()', 'function routes()');
  return new Function('ComponentCreator', `${body}\nreturn routes();`)(() => 'component') as [
    number,
    number,
    { path: string },
  ][];
}

describe('route-sections codegen, on the installed Docusaurus codegen output', () => {
  it('reads the routes and registry Docusaurus writes', async () => {
    const generated = await generate(SITE);
    expect(paths(readRoutes(generated.routes))).toEqual([
      '/search',
      '/',
      '/tags/vpc',
      '/',
      ...faq,
      '/support',
      ...vpc,
      ...eks,
      '*',
    ]);
    expect(readRegistry(generated.registry).size).toBe(
      Object.keys(readRegistryNames(generated.registry)).length,
    );
  });

  it('moves each nested page into its section exactly once and keeps the rest', async () => {
    const generated = await generate(SITE);
    const { files, sections } = splitRouteTables(generated, { maxRoutes: 3, minRoutes: 3 });
    expect(Object.fromEntries(sections)).toEqual({ faq: 3, 'guides/vpc': 3, 'guides/eks': 3 });

    const skeleton = readRoutes(`import React from 'react';\n${files.get('routes.js') ?? ''}`);
    expect(paths(skeleton)).toEqual(['/search', '/', '/tags/vpc', '/', '/support', '*']);

    const index = files.get('index.js') ?? '';
    const moved = [
      ...index.matchAll(
        /"([^"]+)": \(\) => import\(\/\* webpackChunkName: "route-section-\d+" \*\/ "\.\/(section-\d+\.js)"\)/g,
      ),
    ].map(([, key, file]) => [
      key,
      sectionRoutes(files.get(file ?? '') ?? '').map(([, , route]) => route.path),
    ]);
    expect(Object.fromEntries(moved)).toEqual({ faq, 'guides/vpc': vpc, 'guides/eks': eks });

    // Original places in the docs root's list: faq 0–2, /support 3, vpc 4–6, eks 7–9.
    expect(index).toContain('parents: [{"at":[1,1],"order":[3]}]');
    const faqSection = files.get('section-0.js') ?? '';
    expect(sectionRoutes(faqSection).map(([parent, order]) => [parent, order])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
  });

  it('leaves each section and the loader a placeholder for the chunk table of their own route chunks', async () => {
    const generated = await generate(SITE);
    const { files, chunkNamesByOwner } = splitRouteTables(generated, { maxRoutes: 3, minRoutes: 3 });
    const faqSection = files.get('section-0.js') ?? '';
    expect(faqSection).toContain(`export const chunks = ${chunkTablePlaceholder('section-0.js')};`);
    expect(files.get('index.js')).toContain(`chunks: ${chunkTablePlaceholder('main')},`);
    // The section's names are its pages' chunks: the shared page component and each page's content.
    const sectionNames = new Set(chunkNamesByOwner.get('section-0.js'));
    const faqChunkNames = new Set(
      faq.flatMap((routePath) =>
        Object.entries(generated.chunkNames)
          .filter(([key]) => key.startsWith(`${routePath}-`))
          .flatMap(([, tree]) => Object.values(tree as Record<string, string>)),
      ),
    );
    expect(sectionNames).toEqual(faqChunkNames);
    // The loader's names are those of the routes left in the main tables, /support among them.
    const supportNames = Object.entries(generated.chunkNames)
      .filter(([key]) => key.startsWith('/support-'))
      .flatMap(([, tree]) => Object.values(tree as Record<string, string>));
    expect(chunkNamesByOwner.get('main')).toEqual(expect.arrayContaining(supportNames));
    const main = chunkNamesByOwner.get('main') ?? [];
    for (const name of faqChunkNames) {
      if (!supportNames.includes(name)) expect(main).not.toContain(name);
    }
    expect([...chunkNamesByOwner.keys()].sort()).toEqual([
      'main',
      'section-0.js',
      'section-1.js',
      'section-2.js',
    ]);
  });

  it('moves registry entries only one section uses, with their module paths emptied', async () => {
    const generated = await generate(SITE);
    const { files } = splitRouteTables(generated, { maxRoutes: 3, minRoutes: 3 });
    const main = readRegistry(files.get('registry.js') ?? '');
    const faqSection = files.get('section-0.js') ?? '';
    const faqEntries = [...faqSection.matchAll(/webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), ""/g)].map(
      ([, , modulePath]) => modulePath,
    );
    expect(faqEntries.sort()).toEqual(faq.map((routePath) => `@site/docs${routePath}.md`).sort());
    // The page component is shared by every section and by /support: it stays in the main registry.
    expect([...main.values()].some((entry) => entry.includes('"@theme/DocItem"'))).toBe(true);
    expect([...main.values()].some((entry) => entry.includes('faq/eks'))).toBe(false);
    expect([...main.values()].every((entry) => entry.includes('), "", require.resolveWeak('))).toBe(true);

    const mainChunkNames = JSON.parse(files.get('routesChunkNames.json') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(mainChunkNames).some((key) => key.startsWith('/faq/'))).toBe(false);
    expect(Object.keys(mainChunkNames).some((key) => key.startsWith('/support-'))).toBe(true);
  });

  it("moves docs entries with their pages, but keeps the navbar's docs and the main doc", async () => {
    const generated = await generate(SITE);
    const { files } = splitRouteTables(
      generated,
      { maxRoutes: 3, minRoutes: 3 },
      { keepDocIds: new Set(['guides/vpc/plan']) },
    );
    const main = JSON.parse(files.get('globalData.json') ?? '{}') as typeof GLOBAL_DATA;
    expect(main['docusaurus-plugin-content-docs'].default.versions[0]?.docs.map((doc) => doc.id)).toEqual([
      'faq/eks',
      'support',
      'guides/vpc/plan',
    ]);
    const faqDocs = /^export const docs = ([\s\S]*?);$/m.exec(files.get('section-0.js') ?? '')?.[1] ?? '[]';
    expect(JSON.parse(faqDocs)).toEqual([
      ['default', 0, { id: 'faq/terragrunt', path: '/faq/terragrunt' }],
      ['default', 0, { id: 'faq/terratest', path: '/faq/terratest' }],
    ]);
    // The input is left as it was.
    expect(generated.globalData['docusaurus-plugin-content-docs'].default.versions[0]?.docs).toHaveLength(10);
  });

  it('moves a sidebar only one section shows into that section, and keeps the others', async () => {
    const generated = await generate(SITE);
    const { files, sectionSidebars } = splitRouteTables(
      generated,
      { maxRoutes: 3, minRoutes: 3 },
      { readModuleJson },
    );
    expect(Object.fromEntries(sectionSidebars)).toEqual({ [VERSION_DATA]: ['faq', 'vpc', 'eks'] });
    const faqSidebars = /^export const sidebars = ([\s\S]*?);$/m.exec(files.get('section-0.js') ?? '')?.[1];
    const [entry] = JSON.parse(faqSidebars ?? '[]') as [string, string, unknown][];
    const [versionChunk = '', name, items] = entry ?? [];
    expect([name, items]).toEqual(['faq', ['faq items']]);
    // The chunk the section names is the version data's registry entry.
    expect(readRegistry(files.get('registry.js') ?? '').get(versionChunk)).toContain(VERSION_DATA);
  });

  it('keeps a sidebar in the version data while a page of the main tables shows it', async () => {
    const site = structuredClone(SITE);
    site[1]?.routes?.[1]?.routes?.splice(3, 1, page('/support', 'faq'));
    const { sectionSidebars } = splitRouteTables(
      await generate(site),
      { maxRoutes: 3, minRoutes: 3 },
      { readModuleJson },
    );
    expect(Object.fromEntries(sectionSidebars)).toEqual({ [VERSION_DATA]: ['vpc', 'eks'] });
  });

  it('fails loudly when Docusaurus changes the shape of its tables', async () => {
    const generated = await generate(SITE);
    expect(() => readRoutes(generated.routes.replace("import React from 'react';\n", ''))).toThrow(
      /does not start as Docusaurus writes it/,
    );
    expect(() => readRegistry(generated.registry.replace('require.resolveWeak', 'require.resolve'))).toThrow(
      /unexpected registry.js line/,
    );
    expect(() =>
      readRegistry(generated.registry.replace('export default {', 'export const registry = {')),
    ).toThrow(/not shaped as Docusaurus writes it/);
  });
});

function readRegistryNames(source: string): Record<string, true> {
  return Object.fromEntries([...source.matchAll(/^ {2}"([^"]+)": \[/gm)].map(([, name]) => [name, true]));
}
