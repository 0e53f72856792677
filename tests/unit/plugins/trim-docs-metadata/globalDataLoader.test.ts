import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import { navbarDocIds } from '../../../../plugins/trim-docs-metadata';

const require = createRequire(import.meta.url);
const { trimGlobalDocs } = require('../../../../plugins/trim-docs-metadata/globalDataLoader.cjs') as {
  trimGlobalDocs(data: unknown, navbarDocIds: readonly string[]): number;
};

interface Doc {
  readonly id: string;
  readonly path: string;
  readonly sidebar?: string;
}

function globalData(docs: readonly Doc[]) {
  return {
    'docusaurus-plugin-content-docs': {
      default: { path: '/', versions: [{ name: 'current', mainDocId: 'intro/index', docs: [...docs] }] },
    },
  };
}

const docs: readonly Doc[] = [
  { id: 'intro/index', path: '/intro', sidebar: 'introSidebar' },
  { id: 'intro/first-deployment', path: '/intro/first-deployment', sidebar: 'introSidebar' },
  { id: 'guides/index', path: '/guides', sidebar: 'guidesSidebar' },
  { id: 'guides/vpc/index', path: '/guides/vpc', sidebar: 'vpcSidebar' },
  { id: 'faq/eks', path: '/faq/eks', sidebar: 'faqSidebars' },
  { id: 'support', path: '/support' },
];

describe('trimGlobalDocs', () => {
  it('keeps the navbar docs, the docs of their sidebars and the main doc, and drops the rest', () => {
    const data = globalData(docs);
    expect(trimGlobalDocs(data, ['guides/index', 'support'])).toBe(3);
    expect(data['docusaurus-plugin-content-docs'].default.versions[0]?.docs.map((doc) => doc.id)).toEqual([
      'intro/index',
      'guides/index',
      'support',
    ]);
  });

  it('fails, naming the plugin, when a navbar doc is missing or the data changed shape', () => {
    expect(() => trimGlobalDocs(globalData(docs), ['courses'])).toThrow(/trim-docs-metadata: a navbar doc/);
    expect(() => trimGlobalDocs({}, [])).toThrow(
      /trim-docs-metadata: the docs plugin global data has no versions/,
    );
  });

  it('keeps what the installed theme reads: the layout doc lookup and the active doc sidebar', () => {
    const theme = (file: string) =>
      readFileSync(require.resolve(`@docusaurus/theme-classic/lib/theme/NavbarItem/${file}`), 'utf8');
    expect(theme('DocNavbarItem.js')).toContain('activeDoc.sidebar === doc.sidebar');
    const docsUtils = readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), 'docsUtils.js'),
      'utf8',
    );
    expect(docsUtils).toContain('versions.flatMap((version) => version.docs)');
  });
});

describe('navbarDocIds', () => {
  it('reads doc items at the top level and inside dropdowns', () => {
    const context = {
      siteConfig: {
        themeConfig: {
          navbar: {
            items: [
              { type: 'doc', docId: 'intro/index' },
              { href: 'https://example.com' },
              { type: 'dropdown', items: [{ type: 'doc', docId: 'support' }] },
            ],
          },
        },
      },
    } as unknown as LoadContext;
    expect(navbarDocIds(context)).toEqual(['intro/index', 'support']);
  });
});
