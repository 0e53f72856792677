import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The 24 sidebars of SPEC §2. A section's sidebar lists its docs once they exist; sidebars whose
 * section has not landed yet stay empty so no sidebar ever points at a missing doc.
 */
const sidebars = {
  introSidebar: [
    { type: 'doc', id: 'intro/index', label: 'Intro course path' },
    {
      type: 'category',
      label: 'Overview',
      collapsed: false,
      items: [
        'intro/overview/intro-to-gruntwork',
        'intro/overview/how-it-works',
        'intro/overview/getting-started',
        'intro/overview/use-cases',
        'intro/overview/gruntwork-vs-other',
        'intro/overview/gruntwork-production-framework',
      ],
    },
    {
      type: 'category',
      label: 'Core concepts',
      items: [
        'intro/core-concepts/infrastructure-as-code',
        'intro/core-concepts/immutable-infrastructure',
        'intro/core-concepts/production-framework',
      ],
    },
    {
      type: 'category',
      label: 'Developer portal',
      items: [
        'intro/dev-portal/create-account',
        'intro/dev-portal/invite-team',
        'intro/dev-portal/link-github-id',
      ],
    },
    {
      type: 'category',
      label: 'Environment setup',
      items: ['intro/environment-setup/recommended_tools'],
    },
    {
      type: 'category',
      label: 'First deployment',
      items: [
        'intro/first-deployment/using-terraform-modules',
        'intro/first-deployment/deploy',
        'intro/first-deployment/testing',
      ],
    },
    {
      type: 'category',
      label: 'Tool fundamentals',
      items: [
        'intro/tool-fundamentals/docker',
        'intro/tool-fundamentals/packer',
        'intro/tool-fundamentals/terraform',
        'intro/tool-fundamentals/terragrunt',
      ],
    },
    'intro/next-steps',
  ],
  faqSidebars: [
    { type: 'doc', id: 'faq/index', label: 'FAQ overview' },
    'faq/devops-general',
    'faq/iac-general',
    'faq/terragrunt',
    'faq/terratest',
    'faq/eks',
    'faq/pipelines',
    'faq/ref-arch-predeployment',
    'faq/ref-arch',
    'faq/service-catalog',
  ],
  guidesSidebar: [{ type: 'doc', id: 'guides/index', label: 'Guides overview' }],
  complianceSidebar: [],
  kubernetesSidebar: [],
  landingZoneSidebar: [],
  pipelineSidebar: [],
  vpcSidebar: [],
  productionFrameworkSidebar: [],
  refarchUsageSidebar: [],
  cis130: [],
  cis140: [],
  dryRefArch: [],
  terraformServiceProviderV3: [],
  terraform11: [],
  terraform1x: [],
  terraform12: [],
  terraform13: [],
  terraform14: [],
  terraform15: [],
  referenceSidebar: [],
  modulesSidebar: [],
  servicesSidebar: [
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: ['reference/services/intro/overview'],
    },
  ],
  toolsSidebar: [],
} satisfies SidebarsConfig;

export default sidebars;
