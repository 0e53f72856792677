import { describe, expect, it } from 'vitest';
import { parseHclBlocks } from '../../../../src/lib/content/hclBlocks';
import {
  catalogModulePath,
  checkModuleUsage,
  type CatalogIndex,
} from '../../../../src/lib/content/moduleUsage';
import { parseHcl } from '../../../../src/lib/hcl/parser';

const SOURCE =
  'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.112.5';

const catalog: CatalogIndex = new Map([
  [
    'modules/networking/vpc',
    {
      service: 'networking/virtual-private-cloud-vpc',
      isTerraform: true,
      inputs: new Map([
        ['vpc_name', { required: true }],
        ['cidr_block', { required: true }],
        ['num_nat_gateways', { required: true }],
        ['create_flow_logs', { required: false }],
      ]),
    },
  ],
  ['modules/tls-scripts', { service: 'security/tls-scripts', isTerraform: false, inputs: new Map() }],
]);

async function problems(code: string): Promise<string[]> {
  const body = `Some prose.\n\n\`\`\`hcl\n${code}\n\`\`\`\n`;
  const blocks = await parseHclBlocks('guides/x.md', body, 4, parseHcl);
  return checkModuleUsage('guides/x.md', blocks, catalog).map((p) => `${p.line}: ${p.message}`);
}

describe('catalogModulePath', () => {
  it.each([
    [SOURCE, 'modules/networking/vpc'],
    [
      'github.com/gruntwork-io/terraform-aws-service-catalog//modules/mgmt/bastion-host?ref=v1',
      'modules/mgmt/bastion-host',
    ],
    ['git::git@github.com:gruntwork-io/terraform-aws-vpc.git//modules/vpc-app?ref=v0.26.0', undefined],
    ['./modules/vpc', undefined],
    [42, undefined],
  ])('%s -> %s', (source, expected) => {
    expect(catalogModulePath(source)).toBe(expected);
  });
});

describe('checkModuleUsage', () => {
  it('accepts a module block that sets every required input and only real ones', async () => {
    expect(
      await problems(
        `module "vpc" {\n  source = "${SOURCE}"\n  vpc_name = "dev"\n  cidr_block = "10.0.0.0/16"\n  num_nat_gateways = 1\n  create_flow_logs = true\n  depends_on = []\n}`,
      ),
    ).toEqual([]);
  });

  it('names the file line, module and input of an unknown input and of a missing required one', async () => {
    expect(
      await problems(
        `module "vpc" {\n  source = "${SOURCE}"\n  vpc_name = "dev"\n  cidr_block = "10.0.0.0/16"\n  nat_gateway_count = 1\n}`,
      ),
    ).toEqual([
      '12: module "vpc" (modules/networking/vpc): networking/virtual-private-cloud-vpc has no input "nat_gateway_count"',
      '8: module "vpc" (modules/networking/vpc): required input "num_nat_gateways" of networking/virtual-private-cloud-vpc is not set (mark a deliberate fragment with a "# ..." line)',
    ]);
  });

  it('accepts a fragment marked with "# ..." but still rejects unknown inputs in it', async () => {
    expect(await problems(`module "vpc" {\n  source = "${SOURCE}"\n  # ...\n  vpc_name = "dev"\n}`)).toEqual(
      [],
    );
    expect(
      await problems(`module "vpc" {\n  source = "${SOURCE}"\n  # ...\n  vpc_cidr = "x"\n}`),
    ).toHaveLength(1);
  });

  it('checks the inputs of a Terragrunt file whose terraform source is a catalog module', async () => {
    const config = (inputs: string) =>
      `terraform {\n  source = "${SOURCE}"\n}\n\ninclude "root" {\n  path = find_in_parent_folders("root.hcl")\n}\n\ninputs = {\n${inputs}\n}`;
    expect(
      await problems(config('  vpc_name = "dev"\n  cidr_block = "10.0.0.0/16"\n  num_nat_gateways = 1')),
    ).toEqual([]);
    expect(await problems(config('  vpc_name = "dev"\n  cidr_block = "10.0.0.0/16"'))).toEqual([
      '16: terragrunt inputs (modules/networking/vpc): required input "num_nat_gateways" of networking/virtual-private-cloud-vpc is not set (mark a deliberate fragment with a "# ..." line)',
    ]);
  });

  it('asks for literal inputs when they are an expression', async () => {
    const found = await problems(
      `terraform {\n  source = "${SOURCE}"\n}\ninputs = merge(local.common, { vpc_name = "dev" })`,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/are an expression the check cannot read/);
  });

  it('rejects unknown catalog modules and the scripts service', async () => {
    const unknown = SOURCE.replace('networking/vpc', 'networking/vpc-app');
    expect(await problems(`module "x" {\n  source = "${unknown}"\n}`)).toEqual([
      '8: module "x" (modules/networking/vpc-app): no such module in the catalog',
    ]);
    const scripts = SOURCE.replace('networking/vpc', 'tls-scripts');
    expect(await problems(`module "tls" {\n  source = "${scripts}"\n}`)).toEqual([
      '8: module "tls" (modules/tls-scripts): security/tls-scripts is a set of scripts, not a Terraform module',
    ]);
  });

  it('ignores modules from other sources', async () => {
    expect(
      await problems('module "vpc" {\n  source = "terraform-aws-modules/vpc/aws"\n  name = "x"\n}'),
    ).toEqual([]);
  });
});
