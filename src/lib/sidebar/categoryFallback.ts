import type { PropSidebarItem, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';

/**
 * True for a category the theme renders, before hydration, as a link to its first doc: collapsible,
 * collapsed, without a link of its own, and not holding the current page (`isActive`).
 */
export function rendersFirstDocFallback(category: PropSidebarItemCategory, isActive: boolean): boolean {
  return category.collapsible && category.collapsed && category.href === undefined && !isActive;
}

interface ItemsReplaced {
  readonly items: PropSidebarItem[];
  readonly replaced: boolean;
}

// Mirrors the theme's findFirstSidebarItemLink walk and points the link it would pick at "#".
function replaceFirstLink(items: readonly PropSidebarItem[]): ItemsReplaced {
  let replaced = false;
  const result = items.map((item): PropSidebarItem => {
    if (replaced) return item;
    if (item.type === 'link' && !item.unlisted) {
      replaced = true;
      return { ...item, href: '#' };
    }
    if (item.type !== 'category') return item;
    if (item.href !== undefined && !item.linkUnlisted) {
      replaced = true;
      return { ...item, href: '#' };
    }
    const inner = replaceFirstLink(item.items);
    replaced = inner.replaced;
    return { ...item, items: inner.items };
  });
  return { items: result, replaced };
}

/**
 * The category with the link the theme falls back to pointing at "#". A collapsed category's items are
 * not rendered, so only the header changes: during hydration it no longer links to (and so prefetches)
 * the first doc, a link the theme replaces with "#" right after hydration anyway.
 */
export function withoutFirstDocFallback(category: PropSidebarItemCategory): PropSidebarItemCategory {
  return { ...category, items: replaceFirstLink(category.items).items };
}
