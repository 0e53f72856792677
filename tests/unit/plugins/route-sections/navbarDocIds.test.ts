import { describe, expect, it } from 'vitest';
import { navbarDocIds } from '@site/plugins/route-sections';

describe('navbarDocIds', () => {
  it('collects the doc ids of doc items, in dropdowns too, and nothing else', () => {
    const navbar = {
      items: [
        { type: 'doc', docId: 'intro/overview', label: 'Intro' },
        { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
        { href: 'https://example.com', label: 'Out' },
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'support' }, { to: '/faq' }] },
      ],
    };
    expect([...navbarDocIds(navbar)].sort()).toEqual(['intro/overview', 'support']);
  });

  it('reads a missing navbar as no ids', () => {
    expect(navbarDocIds(undefined).size).toBe(0);
    expect(navbarDocIds({}).size).toBe(0);
  });
});
