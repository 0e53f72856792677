import { describe, expect, it } from 'vitest';
import { parseHcl } from '../../../../src/lib/hcl/parser';
import { providersOf } from '../../../../src/lib/samples/terraformProviders';

const parsed = async (code: string) => (await parseHcl('x.tf', `${code}\n`)) as Record<string, unknown>;

describe('providersOf', () => {
  it('reads required_providers with their constraints and the required Terraform version', async () => {
    const file = await parsed(
      'terraform {\n  required_version = ">= 1.5"\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 6.0"\n    }\n  }\n}',
    );
    expect(providersOf([file])).toEqual({
      providers: [{ source: 'hashicorp/aws', constraint: '~> 6.0' }],
      requiredVersion: '>= 1.5',
    });
  });

  it('infers providers from resource and data types and provider blocks, but not built-ins', async () => {
    const file = await parsed(
      'provider "helm" {}\nresource "kubernetes_namespace" "n" {}\ndata "aws_region" "r" {}\nresource "terraform_data" "t" {}',
    );
    expect(providersOf([file]).providers.map((provider) => provider.source)).toEqual([
      'hashicorp/aws',
      'hashicorp/helm',
      'hashicorp/kubernetes',
    ]);
  });
});
