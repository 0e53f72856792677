import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { CATALOG_CATEGORIES } from './src/lib/reference/categories';

/** A guide's sidebar: its index, then core concepts, design and walkthrough (each led by its section page). */
function guideSidebar(
  base: string,
  sections: {
    readonly concepts: readonly string[];
    readonly design: readonly string[];
    readonly walkthrough: readonly string[];
  },
) {
  const section = (label: string, folder: string, pages: readonly string[]) => ({
    type: 'category' as const,
    label,
    link: { type: 'doc' as const, id: `${base}/${folder}/index` },
    items: pages.map((page) => `${base}/${folder}/${page}`),
  });
  return [
    { type: 'doc' as const, id: `${base}/index`, label: 'Overview' },
    section('Core concepts', 'core-concepts', sections.concepts),
    section('Production-grade design', 'production-grade-design', sections.design),
    section('Deployment walkthrough', 'deployment-walkthrough', sections.walkthrough),
    `${base}/next-steps`,
  ];
}

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
  guidesSidebar: [
    { type: 'doc', id: 'guides/index', label: 'Guides overview' },
    { type: 'doc', id: 'guides/build-it-yourself/index', label: 'Build it yourself' },
  ],
  complianceSidebar: [],
  kubernetesSidebar: guideSidebar('guides/build-it-yourself/kubernetes-cluster', {
    concepts: [
      'why-kubernetes',
      'kubernetes-architecture',
      'kubernetes-api-objects',
      'access-control',
      'kubectl-and-kubeconfig',
      'kubernetes-on-aws',
      'amazon-eks',
    ],
    design: [
      'endpoint-access',
      'control-plane-logging',
      'secrets-encryption',
      'node-options',
      'pod-iam',
      'add-ons',
      'pod-security-and-network-policies',
      'cluster-upgrades',
    ],
    walkthrough: [
      'prepare-the-vpc',
      'deploy-the-control-plane',
      'deploy-the-workers',
      'deploy-core-services',
      'configure-access',
      'deploy-a-sample-app',
      'verify-with-kubectl',
      'upgrade-the-workers',
      'tear-down',
    ],
  }),
  landingZoneSidebar: guideSidebar('guides/build-it-yourself/landing-zone', {
    concepts: [
      'aws-accounts-and-root-user',
      'iam-users-groups-and-policies',
      'iam-roles-and-cross-account-access',
      'federated-authentication',
      'aws-organizations',
      'scps-and-delegated-administrators',
      'cloudtrail',
      'aws-config',
      'guardduty-and-security-hub',
      'mfa',
    ],
    design: [
      'account-structure',
      'management-account',
      'roles-for-humans-and-ci',
      'mfa-and-password-policy',
      'organization-wide-logging',
      'sso-and-break-glass',
      'guardrails-as-scps',
    ],
    walkthrough: [
      'prepare-the-management-account',
      'create-the-live-repository',
      'bootstrap-remote-state',
      'deploy-the-root-baseline',
      'access-the-new-accounts',
      'deploy-the-security-baseline',
      'deploy-the-logs-baseline',
      'deploy-the-workload-baselines',
      'verify-the-landing-zone',
      'tear-down',
    ],
  }),
  pipelineSidebar: guideSidebar('guides/build-it-yourself/pipelines', {
    concepts: [
      'why-ci-cd-for-infrastructure',
      'trunk-based-development',
      'types-of-infrastructure-code',
      'threat-model',
      'ci-platforms',
      'oidc-federation',
      'plan-and-apply',
    ],
    design: [
      'ci-as-workflow-engine',
      'deploy-runner-in-account',
      'oidc-instead-of-keys',
      'least-privilege-roles',
      'plan-on-pr-apply-on-merge',
      'locking-down-vcs',
      'drift-detection',
    ],
    walkthrough: [
      'prepare-the-repository',
      'deploy-the-deploy-runner',
      'create-the-oidc-provider-and-roles',
      'write-the-plan-workflow',
      'write-the-apply-workflow',
      'add-an-approval-gate',
      'protect-the-main-branch',
      'try-it-end-to-end',
      'tear-down',
    ],
  }),
  vpcSidebar: guideSidebar('guides/build-it-yourself/vpc', {
    concepts: [
      'default-vs-custom-vpcs',
      'ipv4-addressing-and-cidr',
      'subnets-and-availability-zones',
      'route-tables',
      'internet-and-nat-gateways',
      'security-groups-and-network-acls',
      'vpc-endpoints',
      'peering-and-transit-gateway',
      'ipv6',
      'flow-logs',
    ],
    design: [
      'defence-in-depth',
      'one-vpc-per-environment',
      'subnet-tiers-and-sizing',
      'nat-gateway-strategy',
      'network-acl-policy',
      'endpoints-to-cut-nat-traffic',
      'management-access',
      'connecting-vpcs',
    ],
    walkthrough: [
      'prepare-the-account-and-repository',
      'plan-the-address-space',
      'deploy-the-management-vpc',
      'deploy-the-application-vpc',
      'inspect-subnets-and-routing',
      'check-the-flow-logs',
      'test-connectivity',
      'add-the-production-vpc',
      'tear-down',
    ],
  }),
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
  referenceSidebar: [
    'reference/intro',
    { type: 'link', label: 'Service Catalog API', href: '/reference/services/intro/overview' },
    { type: 'link', label: 'Module catalog', href: '/reference/modules/stub' },
    { type: 'link', label: 'Open-source tools', href: '/reference/tools/stub' },
  ],
  modulesSidebar: ['reference/modules/stub'],
  servicesSidebar: [
    {
      type: 'category',
      label: 'Introduction',
      collapsed: false,
      items: [
        'reference/services/intro/overview',
        'reference/services/intro/deploy-new-infrastructure',
        'reference/services/intro/make-changes-to-your-infrastructure',
        'reference/services/intro/create-your-own-service-catalog',
      ],
    },
    // Service pages are generated from catalog/ into these folders at build time.
    ...CATALOG_CATEGORIES.map((category) => ({
      type: 'category' as const,
      label: category.label,
      items: [{ type: 'autogenerated' as const, dirName: `reference/services/${category.id}` }],
    })),
  ],
  toolsSidebar: ['reference/tools/stub'],
} satisfies SidebarsConfig;

export default sidebars;
