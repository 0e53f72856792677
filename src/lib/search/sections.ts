import { KEY_ROUTES } from '../brand';

/**
 * Sections of the site as readers know them from the navbar; search results carry one as a label and
 * the results page filters by it. Listed in navbar order; the first matching prefix wins. `browse` is
 * the link the search UI offers when a search has nothing to show.
 */
export const SEARCH_SECTIONS = [
  { prefix: '/intro', label: 'Intro', browse: { label: 'Intro course path', to: KEY_ROUTES.intro } },
  { prefix: '/guides', label: 'Guides', browse: { label: 'Guides', to: KEY_ROUTES.guides } },
  {
    prefix: '/reference/services',
    label: 'Service Catalog API',
    browse: { label: 'Service Catalog API', to: KEY_ROUTES.serviceCatalog },
  },
  { prefix: '/reference', label: 'Reference' },
  { prefix: '/faq', label: 'FAQ', browse: { label: 'FAQ', to: KEY_ROUTES.faq } },
  { prefix: '/courses', label: 'Courses' },
  { prefix: '/support', label: 'Support' },
] as const;

export interface BrowseLink {
  readonly label: string;
  readonly to: string;
}

/** The sections offered for browsing when a search has nothing to show, in navbar order. */
export const BROWSE_SECTIONS: readonly BrowseLink[] = SEARCH_SECTIONS.flatMap((section) =>
  'browse' in section ? [section.browse] : [],
);

/** Label for pages outside every known section. */
export const OTHER_SECTION = 'Docs';

/** The name Pagefind stores the section under, as a filter. */
export const SECTION_FILTER = 'section';

/** The name Pagefind stores the doc's tag labels under, as metadata. */
export const TAGS_META = 'tags';

function isUnder(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`);
}

/** The section a doc route belongs to (`/faq/eks` → FAQ). */
export function sectionForRoute(route: string): string {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  return SEARCH_SECTIONS.find((section) => isUnder(path, section.prefix))?.label ?? OTHER_SECTION;
}

/** Orders section labels as the navbar does, unknown ones last in alphabetical order. */
export function sortSections(labels: readonly string[]): string[] {
  const rank = (label: string): number => {
    const index = SEARCH_SECTIONS.findIndex((section) => section.label === label);
    return index < 0 ? SEARCH_SECTIONS.length : index;
  };
  return [...labels].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface IndexedDoc {
  readonly permalink: string;
  readonly tags: readonly { readonly label: string }[];
}

/**
 * The attributes that tell Pagefind what to index on a doc page: the article body only, its section as
 * a filter and its tags as metadata. Pagefind reads one `key:value` pair per attribute.
 */
export function pagefindAttributes(doc: IndexedDoc): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-pagefind-body': '',
    'data-pagefind-filter': `${SECTION_FILTER}:${sectionForRoute(doc.permalink)}`,
  };
  const tags = doc.tags.map((tag) => tag.label.trim()).filter(Boolean);
  if (tags.length > 0) attributes['data-pagefind-meta'] = `${TAGS_META}:${tags.join(', ')}`;
  return attributes;
}
