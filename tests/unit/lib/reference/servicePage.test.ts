import { describe, expect, it } from 'vitest';
import { parse } from '@cdktf/hcl2json';
import { extractCodeBlocks } from '../../../../src/lib/content/markdown';
import { readModuleInterface, type ModuleInterface } from '../../../../src/lib/reference/moduleInterface';
import {
  buildServicePage,
  terraformSample,
  terragruntSample,
} from '../../../../src/lib/reference/servicePage';
import { parseServiceReadme } from '../../../../src/lib/reference/serviceReadme';
import { fixtureFiles, fixtureReadme } from './fixtures';

const source = {
  org: 'gruntwork-io',
  repo: 'terraform-aws-service-catalog',
  modulePath: 'modules/fixtures/complex',
  ref: 'v1.2.3',
};

async function complexPage(): Promise<{ page: string; moduleInterface: ModuleInterface }> {
  const moduleInterface = await readModuleInterface(fixtureFiles('complex'), parse);
  const page = buildServicePage({
    slug: 'complex',
    readme: parseServiceReadme(fixtureReadme('complex'), 'complex/README.md'),
    moduleInterface,
    source,
    browseUrl:
      'https://github.com/gruntwork-io/terraform-aws-service-catalog/tree/v1.2.3/modules/fixtures/complex',
    generatedFrom: 'catalog/networking/complex',
    editUrl: 'https://github.com/gruntwork-io/docs/edit/main/catalog/networking/complex/README.md',
  });
  return { page, moduleInterface };
}

function sectionOf(page: string, heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

describe('buildServicePage', () => {
  it('derives the front matter from the README', async () => {
    const { page } = await complexPage();
    expect(page.startsWith('---\ntitle: "Complex Service"\nsidebar_label: "Complex"\n')).toBe(true);
    expect(page).toContain('tags: [vpc]');
    expect(page).toContain(
      'custom_edit_url: "https://github.com/gruntwork-io/docs/edit/main/catalog/networking/complex/README.md"',
    );
  });

  it('gives every input and output a stable anchor', async () => {
    const { page, moduleInterface } = await complexPage();
    for (const input of moduleInterface.inputs) expect(page).toContain(`id="input-${input.name}"`);
    for (const output of moduleInterface.outputs) expect(page).toContain(`id="output-${output.name}"`);
    expect(page).toContain('[`cluster_settings`](#input-cluster_settings)');
  });

  it('lists required inputs before optional ones', async () => {
    const { page } = await complexPage();
    const required = sectionOf(page, '### Required inputs');
    const optional = sectionOf(page, '### Optional inputs');
    expect([...required.matchAll(/name="(\w+)"/g)].map((m) => m[1])).toEqual([
      'cluster_settings',
      'db_password',
      'name',
    ]);
    expect(optional).toContain('name="kms_key_arn"');
    expect(optional).not.toContain('name="name"');
    expect(page.indexOf('### Required inputs')).toBeLessThan(page.indexOf('### Optional inputs'));
  });

  it('renders types and defaults readably', async () => {
    const { page } = await complexPage();
    expect(page).toContain('**Type:** `map(list(string))`');
    expect(page).toContain('type = object({\n  min_size     = number\n  max_size     = optional(number, 4)');
    expect(page).toContain('**Default:** `null`');
    expect(page).toContain('default = <<-EOT\n  #!/bin/bash');
    expect(page).toContain('**Type:** `any`');
    expect(page).toContain('**Nullable:** no; passing `null` uses the default instead.');
    expect(page).toContain('instance_count must be between 1 and 10.');
  });

  it('never prints a sensitive default and marks sensitive entries', async () => {
    const { page } = await complexPage();
    expect(page).not.toContain('not-a-real-token');
    expect(page).toContain('**Default:** set, not shown (sensitive)');
    expect(page).toMatch(/name="api_token" id="input-api_token" sensitive>/);
  });

  it('says so when an input has no description', async () => {
    const { page } = await complexPage();
    expect(sectionOf(page, '### Optional inputs')).toContain('_No description given in the module._');
  });

  it('escapes MDX syntax in descriptions outside code', async () => {
    const moduleInterface: ModuleInterface = {
      inputs: [
        {
          name: 'pattern',
          type: 'string',
          description: 'Use <name>-{env} or `{literal}`.',
          required: true,
          defaultValue: undefined,
          sensitive: false,
          nullable: true,
          validations: [],
          file: 'variables.tf',
        },
      ],
      outputs: [],
    };
    const page = buildServicePage({
      slug: 'x',
      readme: undefined,
      moduleInterface,
      source: { localPath: './x' },
      browseUrl: undefined,
      generatedFrom: 'x',
      editUrl: undefined,
    });
    expect(page).toContain('Use &lt;name&gt;-\\{env\\} or `{literal}`.');
  });

  it('keeps README sections in reading order around the reference', async () => {
    const { page } = await complexPage();
    const order = [
      '## Overview',
      '## Features',
      '## What it deploys',
      '## Sample usage',
      '## Reference',
      '## How to deploy',
      '## How to manage',
      '## How to upgrade',
    ];
    const positions = order.map((heading) => page.indexOf(`\n${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('produces sample usage blocks that parse as HCL', async () => {
    const { page } = await complexPage();
    const blocks = extractCodeBlocks(page).filter((block) => block.language === 'hcl');
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) await expect(parse('sample.hcl', `${block.code}\n`)).resolves.toBeTruthy();
  });
});

describe('sample usage', () => {
  it('sets every required input in the Terraform module block, pinned to the ref', async () => {
    const moduleInterface = await readModuleInterface(fixtureFiles('complex'), parse);
    const sample = terraformSample({ slug: 'complex-service', source, moduleInterface });
    expect(sample).toContain('module "complex_service" {');
    expect(sample).toContain(
      'source = "git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/fixtures/complex?ref=v1.2.3"',
    );
    expect(sample).toMatch(/^ {2}name += "example"$/m);
    expect(sample).toMatch(/^ {2}db_password += var\.db_password$/m);
    expect(sample).not.toContain('kms_key_arn');
    const parsed = (await parse('main.tf', sample)) as { module: Record<string, [Record<string, unknown>]> };
    expect(parsed.module.complex_service?.[0]?.cluster_settings).toEqual({
      min_size: 1,
      subnet_ids: ['subnet-0123456789abcdef0'],
    });
  });

  it('uses inputs and the root include in the Terragrunt config, with secrets from the environment', async () => {
    const moduleInterface = await readModuleInterface(fixtureFiles('complex'), parse);
    const sample = terragruntSample({ source, moduleInterface });
    expect(sample).toContain('path = find_in_parent_folders("root.hcl")');
    expect(sample).toContain('db_password      = get_env("TF_VAR_db_password")');
    const parsed = (await parse('terragrunt.hcl', sample)) as { inputs: Record<string, unknown> };
    expect(Object.keys(parsed.inputs).sort()).toEqual(['cluster_settings', 'db_password', 'name']);
  });

  it('comments each value with the first sentence of its description, abbreviations included', async () => {
    const moduleInterface = await readModuleInterface(fixtureFiles('complex'), parse);
    const sample = terraformSample({ slug: 'complex', source, moduleInterface });
    expect(sample).toContain('  # Name of the service.\n');
  });
});
