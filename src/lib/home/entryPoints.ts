import { BRAND, KEY_ROUTES } from '../brand';

export interface EntryPoint {
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly external: boolean;
}

/** The landing page's entry points, in the order a new reader needs them. */
export const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    title: 'Intro',
    description:
      'Start here: what the library is, how to get access, and a first deployment you test with Terratest.',
    href: KEY_ROUTES.intro,
    external: false,
  },
  {
    title: 'Guides',
    description:
      'Step-by-step series for VPCs, EKS clusters, landing zones, pipelines, compliance and upgrades.',
    href: KEY_ROUTES.guides,
    external: false,
  },
  {
    title: 'Service Catalog API',
    description:
      'Every deployable service with its inputs, outputs and sample Terraform and Terragrunt usage.',
    href: KEY_ROUTES.serviceCatalog,
    external: false,
  },
  {
    title: 'Courses',
    description: 'Structured courses on infrastructure as code, Kubernetes on AWS, CI/CD and CIS compliance.',
    href: KEY_ROUTES.courses,
    external: false,
  },
  {
    title: 'Knowledge Base',
    description: 'Questions and answers from engineers running the library in production.',
    href: BRAND.knowledgeBaseUrl,
    external: true,
  },
  {
    title: 'Support',
    description: 'How to reach the support team, and what to include so we can help on the first reply.',
    href: KEY_ROUTES.support,
    external: false,
  },
];
