import { describe, expect, it } from 'vitest';
import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
// The installed theme's own walk (the Vitest config maps the client aliases it needs), so an upgrade
// that changes which link a collapsed category falls back to fails these tests.
import { findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import {
  rendersFirstDocFallback,
  withoutFirstDocFallback,
} from '../../../../src/lib/sidebar/categoryFallback';

const link = (href: string, unlisted = false): PropSidebarItemLink => ({
  type: 'link',
  href,
  label: href,
  unlisted,
});

function category(items: PropSidebarItemCategory['items'], extra: Partial<PropSidebarItemCategory> = {}) {
  return {
    type: 'category',
    label: 'Core concepts',
    collapsible: true,
    collapsed: true,
    items,
    ...extra,
  } as const;
}

describe('rendersFirstDocFallback', () => {
  const core = category([link('/intro/core-concepts/infrastructure-as-code')]);

  it('is true for a collapsed category without a link that does not hold the page', () => {
    expect(rendersFirstDocFallback(core, false)).toBe(true);
  });

  it('is false for the category holding the page, an expanded, fixed or linked one', () => {
    expect(rendersFirstDocFallback(core, true)).toBe(false);
    expect(rendersFirstDocFallback({ ...core, collapsed: false }, false)).toBe(false);
    expect(rendersFirstDocFallback({ ...core, collapsible: false }, false)).toBe(false);
    expect(rendersFirstDocFallback({ ...core, href: '/intro/core-concepts' }, false)).toBe(false);
  });
});

describe('withoutFirstDocFallback', () => {
  it('leaves the theme no first doc to link to, and keeps the other items', () => {
    const core = category([
      link('/intro/core-concepts/infrastructure-as-code'),
      link('/intro/core-concepts/immutable-infrastructure'),
    ]);
    expect(findFirstSidebarItemLink(core)).toBe('/intro/core-concepts/infrastructure-as-code');
    const changed = withoutFirstDocFallback(core);
    expect(findFirstSidebarItemLink(changed)).toBe('#');
    expect(changed.items[1]).toEqual(core.items[1]);
    expect(findFirstSidebarItemLink(core)).toBe('/intro/core-concepts/infrastructure-as-code');
  });

  it('follows the theme past unlisted links and into nested categories', () => {
    const nested = category([
      link('/hidden', true),
      category([link('/intro/first-deployment/deploy'), link('/intro/first-deployment/testing')], {
        label: 'First deployment',
      }),
      link('/intro/next-steps'),
    ]);
    const changed = withoutFirstDocFallback(nested);
    expect(findFirstSidebarItemLink(changed)).toBe('#');
    expect(changed.items[0]).toEqual(nested.items[0]);
    expect(changed.items[2]).toEqual(nested.items[2]);
  });

  it('stops at a nested category with its own link, as the theme does', () => {
    const linked = category([category([link('/a')], { href: '/section' }), link('/b')]);
    const changed = withoutFirstDocFallback(linked);
    expect(findFirstSidebarItemLink(changed)).toBe('#');
    expect(changed.items[1]).toEqual(linked.items[1]);
  });
});
