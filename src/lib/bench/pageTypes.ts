import { KEY_ROUTES } from '../brand';

/** One kind of page the speed targets and byte budgets hold for, and the page that stands for it. */
export interface PageType {
  readonly name: string;
  readonly route: string;
  /**
   * Set for the kinds represented by their heaviest page: the build folder whose largest page (by HTML
   * bytes) `route` must be, so the budget keeps guarding the worst case as content grows.
   */
  readonly largestUnder?: string;
}

/** Gzip bytes of the JavaScript run before hydration, of all JavaScript until network idle, and of CSS. */
export type ByteBudgets = Readonly<Record<'renderJs' | 'allJs' | 'css', number>>;

const KB = 1024;

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'Home', route: '/' },
  { name: 'Main doc', route: KEY_ROUTES.main },
  { name: 'FAQ page', route: '/faq/terragrunt' },
  {
    name: 'Largest Service Catalog page',
    route: '/reference/services/landing-zone/aws-security-account-baseline-wrapper',
    largestUnder: 'reference/services',
  },
  {
    name: 'Longest guide walkthrough page',
    route: '/guides/build-it-yourself/pipelines/deployment-walkthrough/create-the-oidc-provider-and-roles',
    largestUnder: 'guides/build-it-yourself/*/deployment-walkthrough',
  },
  // Its all-JS figure is the closest to its target: four FAQ links reach its first screen, and their
  // pages are prefetched (about 40 KB).
  { name: 'Support', route: KEY_ROUTES.support },
  { name: 'Search results', route: '/search?q=vpc' },
];

/**
 * Gzip bytes every page type stays within: the bench reports them, `npm test` enforces them. The home page
 * renders no docs layout, so it is held to less render JS than the doc pages (stock Docusaurus 3.10 renders
 * these pages with about 225 KB).
 */
export function byteBudgets(pageType: Pick<PageType, 'route'>): ByteBudgets {
  return {
    /** JavaScript fetched before React has hydrated the page. */
    renderJs: (pageType.route === '/' ? 150 : 185) * KB,
    /** JavaScript fetched until the network is idle, prefetches of links in view included. */
    allJs: 220 * KB,
    css: 18 * KB,
  };
}

/**
 * Absolute targets of `npm run bench` (Lighthouse mobile preset). Performance is judged against a baseline
 * build measured in the same run instead: scores differ threefold between machines.
 */
export const LIGHTHOUSE_TARGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.02,
} as const;

/** How many points a page's median performance may fall under the baseline's (issue 24). */
export const MAX_SCORE_DROP = 2;
