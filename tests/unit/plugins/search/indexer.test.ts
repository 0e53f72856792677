import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docRoutes,
  htmlFileForRoute,
  isShippedIndexFile,
  writeSearchIndex,
  type IndexSummary,
} from '../../../../plugins/search/indexer';

const FIXTURE_SITE = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'search-site');

describe('htmlFileForRoute', () => {
  it.each([
    ['/', '/', '/out/index.html'],
    ['/', '/faq/eks', '/out/faq/eks/index.html'],
    [
      '/',
      '/guides/stay-up-to-date/terraform/terraform-1.x',
      '/out/guides/stay-up-to-date/terraform/terraform-1.x/index.html',
    ],
    ['/docs/', '/docs/faq/eks', '/out/faq/eks/index.html'],
  ])('with base URL %s maps %s to %s', (baseUrl, route, file) => {
    expect(htmlFileForRoute('/out', baseUrl, route)).toBe(file);
  });
});

describe('isShippedIndexFile', () => {
  it.each([
    ['pagefind.js', true],
    ['pagefind-worker.js', true],
    ['pagefind-entry.json', true],
    ['wasm.en.pagefind', true],
    ['index/en_1.pf_index', true],
    ['fragment/en_1.pf_fragment', true],
    ['pagefind-ui.js', false],
    ['pagefind-ui.css', false],
    ['pagefind-modular-ui.js', false],
    ['pagefind-component-ui.css', false],
    ['pagefind-highlight.js', false],
  ])('ships %s: %s', (file, shipped) => {
    expect(isShippedIndexFile(file)).toBe(shipped);
  });
});

describe('docRoutes', () => {
  it('lists every doc of every docs instance and version once, sorted', () => {
    const version = (permalinks: string[]) => ({ docs: permalinks.map((permalink) => ({ permalink })) });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: { loadedVersions: [version(['/intro', '/faq/eks']), version(['/faq/eks'])] },
        community: { loadedVersions: [version(['/community/intro'])] },
      },
      'docusaurus-plugin-content-pages': { default: [{ permalink: '/' }] },
    };
    expect(docRoutes(allContent)).toEqual(['/community/intro', '/faq/eks', '/intro']);
  });

  it('returns nothing without a docs plugin', () => {
    expect(docRoutes({})).toEqual([]);
  });
});

function decode(bytes: Buffer): unknown {
  return JSON.parse(gunzipSync(bytes).subarray('pagefind_dcd'.length).toString('utf8'));
}

interface Fragment {
  readonly url: string;
  readonly content: string;
  readonly filters: Record<string, string[]>;
  readonly meta: Record<string, string>;
  readonly anchors: readonly { readonly id: string; readonly text: string }[];
}

describe('writeSearchIndex', () => {
  let outDir: string;
  let summary: IndexSummary;
  let fragments: Fragment[];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    await cp(FIXTURE_SITE, outDir, { recursive: true });
    summary = await writeSearchIndex({
      outDir,
      baseUrl: '/',
      routes: ['/faq/eks', '/intro'],
      folder: 'pagefind',
    });
    const fragmentDir = path.join(outDir, 'pagefind', 'fragment');
    fragments = await Promise.all(
      (await readdir(fragmentDir)).map(
        async (file) => decode(await readFile(path.join(fragmentDir, file))) as Fragment,
      ),
    );
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes the runtime bundle without the unused UI files', async () => {
    const files = await readdir(path.join(outDir, 'pagefind'));
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind']));
    expect(files.filter((file) => file.startsWith('pagefind-ui') || file.includes('highlight'))).toEqual([]);
    expect(summary).toMatchObject({ pages: 2 });
    expect(summary.bytes).toBeGreaterThan(0);
  });

  it('indexes one fragment per doc at its route', () => {
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual(['/faq/eks', '/intro']);
  });

  it('indexes the article body only, without chrome, labels or buttons', () => {
    const eks = fragments.find((fragment) => fragment.url === '/faq/eks');
    expect(eks?.content).toContain('Point kubectl at the cluster');
    expect(eks?.content).toContain('aws eks update-kubeconfig --name prod');
    for (const word of [
      'Navbarword',
      'Sidebarword',
      'Breadcrumbword',
      'Tagsfooterword',
      'Tocword',
      'Footerword',
      'Copybuttonword',
      'note',
      '\u200b',
    ]) {
      expect(eks?.content).not.toContain(word);
    }
  });

  it('keeps the title, section filter, tags and heading anchors', () => {
    const eks = fragments.find((fragment) => fragment.url === '/faq/eks');
    expect(eks?.meta).toMatchObject({ title: 'Amazon EKS FAQ', tags: 'Kubernetes, EKS' });
    expect(eks?.filters).toEqual({ section: ['FAQ'] });
    expect(eks?.anchors.map((anchor) => [anchor.id, anchor.text])).toEqual([
      ['cluster-access', 'Cluster access'],
      ['private-endpoint', 'Can I make the endpoint private?'],
    ]);
  });

  it('fails with the route when a page has no marked body', async () => {
    await expect(
      writeSearchIndex({ outDir, baseUrl: '/', routes: ['/tags'], folder: 'pagefind-broken' }),
    ).rejects.toThrow(/\/tags has no data-pagefind-body element/);
  }, 30_000);
});
