import { describe, expect, it, vi } from 'vitest';
import {
  createSectionLoader,
  planRouteSections,
  sectionOf,
  type SectionModule,
  type SectionRoute,
  type SectionTables,
} from '@site/src/lib/navigation/routeSections';

const pages = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}/page-${index + 1}`);

describe('planRouteSections', () => {
  it('keeps a prefix with few enough routes whole, and leaves small groups at the top', () => {
    const faq = pages('/faq', 9);
    const plan = planRouteSections(['/faq', ...faq, '/support', '/courses'], { maxRoutes: 20, minRoutes: 8 });
    expect([...plan.keys()]).toEqual(['faq']);
    expect(plan.get('faq')).toEqual(['/faq', ...faq]);
  });

  it('splits a large prefix by its next segment and gives the leftovers to the prefix', () => {
    const vpc = pages('/guides/vpc', 12);
    const eks = pages('/guides/eks', 12);
    const small = pages('/guides/small', 3);
    const plan = planRouteSections(['/guides', ...vpc, ...eks, ...small], { maxRoutes: 20, minRoutes: 4 });
    expect(plan.get('guides/vpc')).toEqual(vpc);
    expect(plan.get('guides/eks')).toEqual(eks);
    // `/guides` and the three small pages (4 routes) make the prefix's own section.
    expect(plan.get('guides')?.sort()).toEqual(['/guides', ...small].sort());
  });

  it('leaves out of every section what stays too small up to the top', () => {
    const plan = planRouteSections(['/a/one', '/a/two', '/b/three'], { maxRoutes: 10, minRoutes: 3 });
    expect(plan.size).toBe(0);
  });

  it('keys prefixes as the router compares paths: lower case, without empty segments', () => {
    const plan = planRouteSections(['/Intro/', '/intro/a', '/intro//b'], { maxRoutes: 10, minRoutes: 2 });
    expect([...plan.keys()]).toEqual(['intro']);
  });

  it('rejects sizes that cannot be met', () => {
    expect(() => planRouteSections([], { maxRoutes: 2, minRoutes: 3 })).toThrow(/invalid sizes/);
    expect(() => planRouteSections([], { maxRoutes: 2, minRoutes: 0 })).toThrow(/invalid sizes/);
  });
});

describe('sectionOf', () => {
  const keys = new Set(['guides', 'guides/vpc', 'faq']);

  it('picks the longest prefix of whole segments', () => {
    expect(sectionOf('/guides/vpc/walkthrough', keys)).toBe('guides/vpc');
    expect(sectionOf('/guides/other', keys)).toBe('guides');
    expect(sectionOf('/guides/vpcs', keys)).toBe('guides');
    expect(sectionOf('/FAQ/Terragrunt/', keys)).toBe('faq');
  });

  it('finds no section for paths outside every prefix', () => {
    expect(sectionOf('/', keys)).toBeUndefined();
    expect(sectionOf('/support', keys)).toBeUndefined();
    expect(sectionOf('/faqs', keys)).toBeUndefined();
  });
});

/** Route tables shaped like Docusaurus's: a docs root whose page list lost pages to two sections. */
function liveTables(sections: SectionTables['sections']) {
  const kept: SectionRoute = { path: '/guides', exact: true };
  const layout: SectionRoute = { path: '/', routes: [kept, { path: '/', routes: [] }] };
  // What the bundler's runtime knows of chunk files: the main bundle's, and those sections add.
  const runtimeFiles: Record<string, string> = { '17': '17.abc.js' };
  const tables = {
    routes: [{ path: '/search', exact: true }, layout, { path: '*' }],
    chunkNames: { '/guides-1ab': { __comp: 'doc' } } as Record<string, unknown>,
    registry: { doc: ['loader'] } as Record<string, unknown>,
    globalData: {
      'docusaurus-plugin-content-docs': {
        default: { versions: [{ docs: [{ id: 'guides', path: '/guides' }] }] },
      },
    },
    // Originally: /faq/a (0), /guides (1), /faq/b (2), /tags/x (3), then the nested layout (4).
    parents: [{ at: [1], order: [1, 4] }],
    sections,
    chunks: { ids: { doc: '17' }, files: {} },
    chunkFileUrl: (id: string) => `/assets/js/${runtimeFiles[id] ?? `${id}.unknown`}`,
    addChunkFiles: (files: Readonly<Record<string, string>>) => Object.assign(runtimeFiles, files),
  };
  return { tables, layout };
}

function section(
  entries: [order: number, path: string][],
  extra: Partial<SectionModule> = {},
): SectionModule {
  return {
    chunkNames: Object.fromEntries(entries.map(([, path]) => [`${path}-0`, { content: path }])),
    registry: Object.fromEntries(entries.map(([, path]) => [path, ['loader']])),
    docs: entries.map(([, path]) => ['default', 0, { id: path.slice(1), path }] as const),
    sidebars: [],
    chunks: {
      ids: Object.fromEntries(entries.map(([order, path]) => [path, String(100 + order)])),
      files: Object.fromEntries(entries.map(([order]) => [String(100 + order), `${100 + order}.def.js`])),
    },
    routes: () => entries.map(([order, path]) => [0, order, { path, exact: true }] as const),
    ...extra,
  };
}

/** Tables with two sections: the FAQ's pages at original places 0 and 2, a tag page at 3. */
function faqAndTags() {
  return liveTables({
    faq: () =>
      Promise.resolve(
        section([
          [0, '/faq/a'],
          [2, '/faq/b'],
        ]),
      ),
    tags: () => Promise.resolve(section([[3, '/tags/x']])),
  });
}

describe('createSectionLoader', () => {
  it("gives a route chunk's URL once its section is installed, and none for a name without a chunk", async () => {
    const { tables } = faqAndTags();
    const loader = createSectionLoader(tables);
    expect(loader.chunkUrl('doc')).toBe('/assets/js/17.abc.js');
    expect(loader.chunkUrl('/faq/b')).toBeUndefined();
    await loader.load('/faq/b');
    // The section told the runtime its chunks' files before anything could load them.
    expect(loader.chunkUrl('/faq/b')).toBe('/assets/js/102.def.js');
    expect(loader.chunkUrl('/tags/x')).toBeUndefined();
    expect(loader.chunkUrl('merged-away')).toBeUndefined();
  });

  it('puts each route back at its original place among the routes that stayed', async () => {
    const { tables, layout } = faqAndTags();
    const loader = createSectionLoader(tables);
    await loader.load('/tags/x');
    await loader.load('/faq/b');
    expect(layout.routes?.map((route) => route.path)).toEqual([
      '/faq/a',
      '/guides',
      '/faq/b',
      '/tags/x',
      '/',
    ]);
  });

  it('keys every route of a growing list by its original place, so no rendered route changes key', async () => {
    const { tables, layout } = faqAndTags();
    const loader = createSectionLoader(tables);
    const guides = layout.routes?.[0];
    expect(guides?.key).toBe('route-1');
    await loader.load('/faq/a');
    await loader.load('/tags/x');
    expect(layout.routes?.map((route) => route.key)).toEqual([
      'route-0',
      'route-1',
      'route-2',
      'route-3',
      'route-4',
    ]);
    expect(layout.routes?.[1]).toBe(guides);
  });

  it('adds chunk names and registry entries before it creates the routes', async () => {
    let seen: unknown;
    const { tables } = liveTables({
      faq: () =>
        Promise.resolve(
          section([[0, '/faq/a']], {
            routes: () => {
              seen = [tables.chunkNames['/faq/a-0'], tables.registry['/faq/a']];
              return [];
            },
          }),
        ),
    });
    await createSectionLoader(tables).load('/faq/a');
    expect(seen).toEqual([{ content: '/faq/a' }, ['loader']]);
    expect(tables.chunkNames['/guides-1ab']).toEqual({ __comp: 'doc' });
  });

  it("adds the section's docs to the docs plugin's global data, where the navbar finds the current doc", async () => {
    const { tables } = liveTables({
      faq: () =>
        Promise.resolve(
          section([
            [0, '/faq/a'],
            [2, '/faq/b'],
          ]),
        ),
    });
    await createSectionLoader(tables).load('/faq/b');
    const docs = (
      tables.globalData['docusaurus-plugin-content-docs'] as {
        default: { versions: { docs: { path: string }[] }[] };
      }
    ).default.versions[0]?.docs;
    expect(docs?.map((doc) => doc.path)).toEqual(['/guides', '/faq/a', '/faq/b']);
  });

  it('puts its sidebars into the docs version data, loaded first, and changes nothing if that fails', async () => {
    const versionData = {
      default: { version: { docsSidebars: { guides: ['kept'] } as Record<string, unknown> } },
    };
    let versionLoads = 0;
    const faq = { ...section([[0, '/faq/a']]), sidebars: [['version', 'faq', ['faq items']] as const] };
    const { tables, layout } = liveTables({ faq: () => Promise.resolve(faq) });
    tables.registry.version = [
      () => {
        versionLoads += 1;
        return versionLoads === 1
          ? Promise.reject(new Error('ChunkLoadError'))
          : Promise.resolve(versionData);
      },
    ];
    const loader = createSectionLoader(tables);
    await expect(loader.load('/faq/a')).rejects.toThrow('ChunkLoadError');
    expect(layout.routes).toHaveLength(2);
    expect(tables.chunkNames['/faq/a-0']).toBeUndefined();
    await loader.load('/faq/a');
    expect(versionData.default.version.docsSidebars).toEqual({ guides: ['kept'], faq: ['faq items'] });
    expect(layout.routes).toHaveLength(3);
  });

  it('refuses a section whose docs belong to a docs version that does not exist', async () => {
    const { tables } = liveTables({
      faq: () => Promise.resolve({ ...section([[0, '/faq/a']]), docs: [['default', 3, { id: 'faq/a' }]] }),
    });
    await expect(createSectionLoader(tables).load('/faq/a')).rejects.toThrow(
      /no docs list for default version 3/,
    );
  });

  it('loads a section once however many paths ask for it at the same time', async () => {
    const importFaq = vi.fn(() =>
      Promise.resolve(
        section([
          [0, '/faq/a'],
          [2, '/faq/b'],
        ]),
      ),
    );
    const { tables, layout } = liveTables({ faq: importFaq });
    const loader = createSectionLoader(tables);
    await Promise.all([loader.load('/faq/a'), loader.load('/faq/b'), loader.load('/faq/a')]);
    await loader.load('/faq');
    expect(importFaq).toHaveBeenCalledTimes(1);
    expect(layout.routes).toHaveLength(4);
    expect(loader.installed).toBe(1);
  });

  it('tries again after a failed load', async () => {
    const importFaq = vi
      .fn<() => Promise<SectionModule>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(section([[0, '/faq/a']]));
    const { tables, layout } = liveTables({ faq: importFaq });
    const loader = createSectionLoader(tables);
    await expect(loader.load('/faq/a')).rejects.toThrow('ChunkLoadError');
    expect(loader.installed).toBe(0);
    await loader.load('/faq/a');
    expect(layout.routes?.[0]?.path).toBe('/faq/a');
    expect(loader.installed).toBe(1);
  });

  it('loads nothing for paths outside every section, and reads encoded paths in both forms', async () => {
    const importFaq = vi.fn(() => Promise.resolve(section([[0, '/faq/a']])));
    const { tables } = liveTables({ faq: importFaq });
    const loader = createSectionLoader(tables);
    await loader.load('/support');
    await loader.load('/%E2%9C%93%zz');
    expect(importFaq).not.toHaveBeenCalled();
    await loader.load('/%66aq/a');
    expect(importFaq).toHaveBeenCalledTimes(1);
  });

  it('refuses route tables that do not match the plan', () => {
    const { tables } = liveTables({});
    expect(() => createSectionLoader({ ...tables, parents: [{ at: [1], order: [1] }] })).toThrow(
      /does not match the plan/,
    );
    expect(() => createSectionLoader({ ...tables, parents: [{ at: [0], order: [] }] })).toThrow(
      /no route list/,
    );
  });
});
