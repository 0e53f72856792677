import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countVersionMetadata,
  generatedIndexCategories,
  RENDERS_DOC_CARDS,
} from '../../../../plugins/trim-docs-metadata';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

interface TrimLoader {
  (source: string): string;
  trimVersionMetadata(data: unknown): boolean;
}

const loader = createRequire(import.meta.url)(
  '../../../../plugins/trim-docs-metadata/loader.cjs',
) as TrimLoader;

const versionMetadata = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: { introSidebar: [{ type: 'link', href: '/intro', label: 'Intro' }] },
    docs: {
      'intro/index': {
        id: 'intro/index',
        title: 'Intro',
        description: 'The intro course path.',
        sidebar: 'introSidebar',
      },
      'faq/eks': { id: 'faq/eks', title: 'EKS FAQ', description: 'Questions about EKS.' },
    },
  },
};

describe('trim-docs-metadata loader', () => {
  it('empties the docs map of version metadata and keeps the sidebars', () => {
    const output = JSON.parse(loader(JSON.stringify(versionMetadata))) as typeof versionMetadata;
    expect(output.version.docs).toEqual({});
    expect(output.version.docsSidebars).toEqual(versionMetadata.version.docsSidebars);
    expect(output.version.pluginId).toBe('default');
  });

  it('returns any other generated file unchanged, byte for byte', () => {
    const docData = '{\n  "id": "faq/eks",\n  "description": "Questions about EKS."\n}';
    expect(loader(docData)).toBe(docData);
    const tagsPage = JSON.stringify({ tag: { label: 'EKS', description: 'Amazon EKS', items: [] } });
    expect(loader(tagsPage)).toBe(tagsPage);
  });

  it('recognises only objects shaped like version metadata', () => {
    expect(loader.trimVersionMetadata(null)).toBe(false);
    expect(loader.trimVersionMetadata({ version: 'current' })).toBe(false);
    expect(loader.trimVersionMetadata({ version: { docs: {} } })).toBe(false);
    expect(loader.trimVersionMetadata(structuredClone(versionMetadata))).toBe(true);
  });
});

describe('what the emptied docs map takes away', () => {
  const theme = path.join(ROOT, 'node_modules', '@docusaurus', 'theme-classic', 'lib', 'theme');

  it('is read only by the theme DocCard, which no page of this site renders', () => {
    const readers = readdirSync(theme, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(theme, file), 'utf8').includes('useDocById'));
    expect(readers).toEqual([path.join('DocCard', 'index.js')]);
    const siteSources = ['src', 'docs'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(tsx?|mdx?)$/.test(file))
        .map((file) => readFileSync(path.join(ROOT, dir, file), 'utf8')),
    );
    expect(siteSources.filter((source) => /DocCard|useDocById|generated-index/.test(source))).toEqual([]);
  });
});

describe('countVersionMetadata', () => {
  it('finds the version metadata among generated docs data, and none in other data', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-data-'));
    writeFileSync(path.join(dir, 'tags.json'), JSON.stringify({ tag: { label: 'EKS' } }));
    expect(await countVersionMetadata(dir, loader.trimVersionMetadata)).toBe(0);
    writeFileSync(path.join(dir, 'version.json'), JSON.stringify(versionMetadata));
    expect(await countVersionMetadata(dir, loader.trimVersionMetadata)).toBe(1);
    rmSync(dir, { recursive: true });
  });
});

describe('what needs the docs map', () => {
  it('finds generated-index categories at any depth', () => {
    const items = [
      { type: 'doc' },
      {
        type: 'category',
        label: 'Guides',
        items: [{ type: 'category', label: 'Overview', link: { type: 'generated-index' }, items: [] }],
      },
      { type: 'category', label: 'FAQ', link: { type: 'doc' }, items: [] },
    ];
    expect(generatedIndexCategories(items)).toEqual(['Overview']);
  });

  it.each([
    ['<DocCardList />', true],
    ["import DocCard from '@theme/DocCard';", true],
    ['Cards such as DocCardList are not used here.', false],
  ])('%s renders doc cards: %s', (source, expected) => {
    expect(RENDERS_DOC_CARDS.test(source)).toBe(expected);
  });
});
