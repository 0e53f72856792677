import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

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
  it('drops doc descriptions from version metadata and keeps ids, titles and sidebars', () => {
    const output = JSON.parse(loader(JSON.stringify(versionMetadata))) as typeof versionMetadata;
    expect(output.version.docs['intro/index']).toEqual({
      id: 'intro/index',
      title: 'Intro',
      sidebar: 'introSidebar',
    });
    expect(output.version.docs['faq/eks']).toEqual({ id: 'faq/eks', title: 'EKS FAQ' });
    expect(output.version.docsSidebars).toEqual(versionMetadata.version.docsSidebars);
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
