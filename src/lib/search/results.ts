import { OTHER_SECTION, SECTION_FILTER, TAGS_META } from './sections';

/** A heading section of a page that matched, with its own excerpt. */
export interface SubResult {
  readonly title: string;
  readonly url: string;
  /** Pagefind excerpt: escaped text with `<mark>` around matches; render with parseExcerpt. */
  readonly excerpt: string;
  readonly score: number;
}

/** One page that matched, normalised from Pagefind's result data. */
export interface PageHit {
  readonly url: string;
  readonly title: string;
  readonly section: string;
  readonly tags: readonly string[];
  readonly excerpt: string;
  readonly subResults: readonly SubResult[];
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  // Docusaurus heading anchors end in a zero-width space; it must not reach result titles.
  return typeof value === 'string' ? value.replace(/\u200b/g, '').trim() : '';
}

function scoreOf(locations: unknown): number {
  if (!Array.isArray(locations)) return 0;
  return locations.reduce<number>((sum, location) => {
    const score = isRecord(location) ? location.balanced_score : undefined;
    return sum + (typeof score === 'number' && Number.isFinite(score) ? score : 0);
  }, 0);
}

function toSubResult(value: unknown, pageTitle: string): SubResult | undefined {
  if (!isRecord(value)) return undefined;
  const url = text(value.url);
  if (!url) return undefined;
  return {
    title: text(value.title) || pageTitle,
    url,
    excerpt: typeof value.excerpt === 'string' ? value.excerpt : '',
    score: scoreOf(value.weighted_locations),
  };
}

/** Normalises the data Pagefind loads for one result; returns undefined for anything unusable. */
export function toPageHit(data: unknown): PageHit | undefined {
  if (!isRecord(data)) return undefined;
  const url = text(data.url);
  if (!url) return undefined;
  const meta = isRecord(data.meta) ? data.meta : {};
  const title = text(meta.title) || url;
  const filters = isRecord(data.filters) ? data.filters : {};
  const sections = filters[SECTION_FILTER];
  const section = Array.isArray(sections) ? text(sections[0]) : '';
  const tags = text(meta[TAGS_META])
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const subResults = (Array.isArray(data.sub_results) ? data.sub_results : [])
    .map((sub) => toSubResult(sub, title))
    .filter((sub): sub is SubResult => sub !== undefined);
  return {
    url,
    title,
    section: section || OTHER_SECTION,
    tags,
    excerpt: typeof data.excerpt === 'string' ? data.excerpt : '',
    subResults,
  };
}

/** The best-matching sections of a page, strongest first (ties keep page order). */
export function topSubResults(hit: PageHit, limit: number): SubResult[] {
  return hit.subResults
    .map((sub, position) => ({ sub, position }))
    .sort((a, b) => b.sub.score - a.sub.score || a.position - b.position)
    .slice(0, limit)
    .map(({ sub }) => sub);
}

/** One choosable row of the results listbox. */
export interface ResultOption {
  /** Position across all groups, for keyboard navigation and `aria-activedescendant`. */
  readonly index: number;
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

/** The rows for one page: its title and section head the group. */
export interface ResultGroup {
  readonly url: string;
  readonly title: string;
  readonly section: string;
  readonly options: readonly ResultOption[];
}

/** Groups hits by page (in rank order) with up to `perPage` matching headings each. */
export function groupResults(hits: readonly PageHit[], perPage = 3): ResultGroup[] {
  let index = 0;
  return hits.map((hit) => {
    const subs = topSubResults(hit, perPage);
    const rows = subs.length > 0 ? subs : [{ title: hit.title, url: hit.url, excerpt: hit.excerpt }];
    return {
      url: hit.url,
      title: hit.title,
      section: hit.section,
      options: rows.map((row) => ({ index: index++, title: row.title, url: row.url, excerpt: row.excerpt })),
    };
  });
}
