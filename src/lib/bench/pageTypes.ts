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
  { name: 'Support', route: KEY_ROUTES.support },
  { name: 'Search results', route: '/search?q=vpc' },
];

/** Gzip bytes every page type must stay within (issue 13). */
export const BYTE_BUDGETS = {
  /** JavaScript fetched before React has hydrated the page. */
  renderJs: 150 * 1024,
  /** JavaScript fetched until the network is idle, prefetches of links in view included. */
  allJs: 200 * 1024,
  css: 18 * 1024,
} as const;

/** Speed targets of `npm run bench` (Lighthouse mobile preset, median of 3). */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.02,
  maxTbtMs: 150,
} as const;
