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
  /**
   * Budgets `npm test` enforces instead of a target this page type does not meet yet: the figure last
   * reached plus 2 KB for a busy machine, rounded up to the next 5 KB, so it can go down but not back up. Lower them as pages get lighter.
   */
  readonly byteCeilings?: Partial<ByteBudgets>;
}

/** Gzip bytes of the JavaScript run before hydration, of all JavaScript until network idle, and of CSS. */
export type ByteBudgets = Readonly<Record<'renderJs' | 'allJs' | 'css', number>>;

const KB = 1024;

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'Home', route: '/' },
  { name: 'Main doc', route: KEY_ROUTES.main },
  { name: 'FAQ page', route: '/faq/terragrunt', byteCeilings: { renderJs: 165 * KB } },
  {
    name: 'Largest Service Catalog page',
    route: '/reference/services/landing-zone/aws-security-account-baseline-wrapper',
    largestUnder: 'reference/services',
    byteCeilings: { renderJs: 170 * KB },
  },
  {
    name: 'Longest guide walkthrough page',
    route: '/guides/build-it-yourself/pipelines/deployment-walkthrough/create-the-oidc-provider-and-roles',
    largestUnder: 'guides/build-it-yourself/*/deployment-walkthrough',
    byteCeilings: { renderJs: 165 * KB },
  },
  {
    name: 'Support',
    route: KEY_ROUTES.support,
    // All JS: with the body font preloaded the page lays out in Inter, not the fallback font, and two more
    // FAQ links (Terragrunt, Terratest) reach the first screen, so their pages are prefetched (21 KB).
    byteCeilings: { renderJs: 160 * KB, allJs: 205 * KB },
  },
  { name: 'Search results', route: '/search?q=vpc' },
];

/** Gzip bytes every page type should stay within (issue 13): the bench's targets. */
export const BYTE_TARGETS: ByteBudgets = {
  /** JavaScript fetched before React has hydrated the page. */
  renderJs: 150 * KB,
  /** JavaScript fetched until the network is idle, prefetches of links in view included. */
  allJs: 200 * KB,
  css: 18 * KB,
};

/** What `npm test` holds a page type to: the targets, or its ceilings where it does not meet them yet. */
export function byteBudgetsOf(pageType: Pick<PageType, 'byteCeilings'>): ByteBudgets {
  return { ...BYTE_TARGETS, ...pageType.byteCeilings };
}

/** Speed targets of `npm run bench` (Lighthouse mobile preset, median of 3). */
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.02,
  maxTbtMs: 150,
} as const;
