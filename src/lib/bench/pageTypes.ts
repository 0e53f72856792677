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

/** Gzip bytes every page type stays within (issue 13): the bench reports them, `npm test` enforces them. */
export const BYTE_TARGETS: ByteBudgets = {
  /** JavaScript fetched before React has hydrated the page. */
  renderJs: 150 * KB,
  /** JavaScript fetched until the network is idle, prefetches of links in view included. */
  allJs: 200 * KB,
  css: 18 * KB,
};

/** Speed targets of `npm run bench` (Lighthouse mobile preset, median of 3). */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.02,
  maxTbtMs: 150,
} as const;
