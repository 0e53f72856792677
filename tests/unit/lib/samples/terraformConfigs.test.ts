import { describe, expect, it } from 'vitest';
import { parseHclBlocks } from '../../../../src/lib/content/hclBlocks';
import { parseHcl } from '../../../../src/lib/hcl/parser';
import { dialectOf, terraformConfigs, unreachableModule } from '../../../../src/lib/samples/terraformConfigs';

function fence(code: string, title?: string): string {
  return `\`\`\`hcl${title ? ` title="${title}"` : ''}\n${code}\n\`\`\`\n`;
}

const parse = (body: string) => parseHclBlocks('guides/x.md', body, 0, parseHcl);

describe('dialectOf', () => {
  it.each([
    ['resource "aws_s3_bucket" "b" {}', undefined, 'terraform'],
    ['include "root" {\n  path = find_in_parent_folders("root.hcl")\n}', undefined, 'terragrunt'],
    ['terraform {\n  source = "../modules/vpc"\n}', undefined, 'terragrunt'],
    ['locals {\n  account = read_terragrunt_config("account.hcl")\n}', undefined, 'terragrunt'],
    ['locals {\n  name = "x"\n}', undefined, 'terraform'],
    ['source "amazon-ebs" "al2023" {}\nbuild {}', undefined, 'packer'],
    ['cidr_block = "10.0.0.0/16"', undefined, 'fragment'],
    ['locals {\n  x = 1\n}', 'dev/account.hcl', 'terragrunt'],
    ['variable "x" {}', 'modules/vpc/variables.tf', 'terraform'],
  ])('%s (title %s) is %s', async (code, title, dialect) => {
    const [block] = await parse(fence(code, title));
    expect(block && dialectOf(block)).toBe(dialect);
  });
});

describe('terraformConfigs', () => {
  it('groups titled files by folder and keeps untitled blocks apart', async () => {
    const body = [
      fence('resource "aws_s3_bucket" "b" {\n  bucket = var.name\n}', 'app/main.tf'),
      fence('variable "name" {\n  type = string\n}', 'app/variables.tf'),
      fence('output "id" {\n  value = 1\n}'),
      '```json title="app/policies/deny.json"\n{}\n```\n',
    ].join('\n');
    const blocks = await parse(body);
    const titled = [{ title: 'app/policies/deny.json', code: '{}', fenceLine: 16 }];
    const configs = terraformConfigs('guides/x.md', blocks, titled);
    expect(configs.map((config) => [config.label, config.files.map((file) => file.name)])).toEqual([
      ['app', ['main.tf', 'variables.tf', 'policies/deny.json']],
      ['line 13', ['main.tf']],
    ]);
  });

  it('skips fragments and configurations whose modules an offline init cannot fetch', async () => {
    const body = [
      fence('resource "aws_vpc" "v" {\n  # ...\n}'),
      fence('module "vpc" {\n  source  = "terraform-aws-modules/vpc/aws"\n  version = "6.6.0"\n}'),
    ].join('\n');
    expect(terraformConfigs('guides/x.md', await parse(body)).map((config) => config.skip)).toEqual([
      'are marked as fragments',
      'call a module from a registry or Git host, which an offline init cannot fetch',
    ]);
  });
});

describe('unreachableModule', () => {
  it.each([
    [
      'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.112.5',
      'private catalog module',
    ],
    ['./modules/vpc', 'local module'],
    ['terraform-aws-modules/vpc/aws', 'registry or Git host'],
  ])('%s', (source, reason) => {
    expect(unreachableModule(source)).toContain(reason);
  });
});

describe('terraformConfigs file names', () => {
  it('gives a block whose title names no .tf file a .tf name, so Terraform reads it', async () => {
    const body = '```hcl title="After (AWS provider 6.x)"\nresource "aws_s3_bucket" "b" {}\n```\n';
    const [config] = terraformConfigs('guides/x.md', await parse(body));
    expect(config?.files.map((file) => file.name)).toEqual(['main.tf']);
  });
});
