/**
 * Brand constants: the one place to change when the site is rebranded or the provider's hosts move.
 * Pure data, imported by the site config, components, scripts and tests.
 */
export const BRAND = {
  companyName: 'Gruntwork',
  legalName: 'Gruntwork, Inc.',
  siteTitle: 'Gruntwork Docs',
  tagline: 'Learn how to deploy and manage your entire infrastructure as code.',
  organizationName: 'gruntwork-io',
  projectName: 'docs',
  codeHostOrgUrl: 'https://github.com/gruntwork-io/',
  /** The CIS Service Catalog: links to it always show the CIS subscribers' warning. */
  cisRepoName: 'terraform-aws-cis-service-catalog',
  websiteUrl: 'https://gruntwork.io',
  knowledgeBaseUrl: 'https://github.com/gruntwork-io/knowledge-base/discussions',
  devPortalUrl: 'https://app.gruntwork.io',
  docsRepoUrl: 'https://github.com/gruntwork-io/docs',
  blogUrl: 'https://blog.gruntwork.io',
  termsUrl: 'https://gruntwork.io/terms',
  privacyUrl: 'https://gruntwork.io/privacy',
  supportEmail: 'support@gruntwork.io',
  securityEmail: 'security@gruntwork.io',
  terragruntUrl: 'https://github.com/gruntwork-io/terragrunt',
  terratestUrl: 'https://github.com/gruntwork-io/terratest',
  cloudNukeUrl: 'https://github.com/gruntwork-io/cloud-nuke',
} as const;

/** Doc ids the navbar and landing page point at; kept here so a renamed doc breaks one file. */
export const KEY_DOCS = {
  main: 'intro/overview/intro-to-gruntwork',
  guides: 'guides/index',
  serviceCatalog: 'reference/services/intro/overview',
  courses: 'courses',
  support: 'support',
} as const;

/** Site routes for the same pages, for components that link without a doc id. */
export const KEY_ROUTES = {
  intro: '/intro',
  main: '/intro/overview/intro-to-gruntwork',
  guides: '/guides',
  serviceCatalog: '/reference/services/intro/overview',
  courses: '/courses',
  support: '/support',
  faq: '/faq',
  tags: '/tags',
} as const;
