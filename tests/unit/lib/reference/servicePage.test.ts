import { describe, expect, it } from 'vitest';
import { parseHcl as parse } from '../../../../src/lib/hcl/parser';
import { extractCodeBlocks } from '../../../../src/lib/content/markdown';
import { readModuleInterface, type ModuleInterface } from '../../../../src/lib/reference/moduleInterface';
import {
  buildServicePage,
  terraformSample,
  terragruntSample,
  UPGRADE_NOTE_IMPORT,
} from '../../../../src/lib/reference/servicePage';
import { parseServiceReadme } from '../../../../src/lib/reference/serviceReadme';
import { fixtureFiles, fixtureReadme } from './fixtures';

const source = {
  org: 'gruntwork-io',
  repo: 'terraform-aws-service-catalog',
  modulePath: 'modules/fixtures/complex',
  ref: 'v1.2.3',
};

const release = {
  ref: 'v1.2.3',
  browseUrl:
    'https://github.com/gruntwork-io/terraform-aws-service-catalog/tree/v1.2.3/modules/fixtures/complex',
  notesUrl: 'https://github.com/gruntwork-io/terraform-aws-service-catalog/releases/tag/v1.2.3',
};

async function complexPage(): Promise<{ page: string; moduleInterface: ModuleInterface }> {
  const moduleInterface = await readModuleInterface(fixtureFiles('complex'), parse);
  const page = buildServicePage({
    slug: 'complex',
    readme: parseServiceReadme(fixtureReadme('complex'), 'complex/README.md'),
    moduleInterface,
    source,
    release,
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

/** The static markup a section hands to <ReferenceEntries>, decoded from its JSX string prop. */
function entriesHtml(page: string, heading: string): string {
  const match = /<ReferenceEntries html=\{(".*")\} \/>/.exec(sectionOf(page, heading));
  return match?.[1] ? (JSON.parse(match[1]) as string) : '';
}

const entryNames = (html: string): string[] =>
  [...html.matchAll(/<h4 [^>]*id="(?:input|output)-(\w+)"/g)].map((m) => m[1] ?? '');

describe('buildServicePage', () => {
  it('derives the front matter from the README and renders its own title', async () => {
    const { page } = await complexPage();
    expect(page.startsWith('---\ntitle: "Complex Service"\nsidebar_label: "Complex"\n')).toBe(true);
    expect(page).toContain('tags: [vpc]');
    expect(page).toContain(
      'custom_edit_url: "https://github.com/gruntwork-io/docs/edit/main/catalog/networking/complex/README.md"',
    );
    expect(page).toContain('hide_title: true');
    expect(page).toContain('<h1>Complex Service</h1>');
  });

  it('shows the release beside the title and links the source at that tag', async () => {
    const { page } = await complexPage();
    expect(page).toMatch(
      /<header className="ref-header">\n<h1>Complex Service<\/h1>\n<a className="ref-release" href=\{"[^"]+\/releases\/tag\/v1\.2\.3"\}[^>]*>v1\.2\.3<\/a>/,
    );
    expect(page).toContain(`at release \`v1.2.3\``);
    expect(page).toContain(`[Browse the module source](${release.browseUrl})`);
  });

  it('gives every input and output a stable anchor', async () => {
    const { page, moduleInterface } = await complexPage();
    const html = ['### Required inputs', '### Optional inputs', '### Outputs']
      .map((heading) => entriesHtml(page, heading))
      .join('');
    for (const input of moduleInterface.inputs) expect(html).toContain(`id="input-${input.name}"`);
    for (const output of moduleInterface.outputs) expect(html).toContain(`id="output-${output.name}"`);
  });

  it('lists required inputs before optional ones', async () => {
    const { page } = await complexPage();
    expect(entryNames(entriesHtml(page, '### Required inputs'))).toEqual([
      'cluster_settings',
      'db_password',
      'name',
    ]);
    const optional = entryNames(entriesHtml(page, '### Optional inputs'));
    expect(optional).toContain('kms_key_arn');
    expect(optional).not.toContain('name');
    expect(entryNames(entriesHtml(page, '### Outputs'))).toEqual([
      'db_password',
      'instance_ids',
      'service_url',
    ]);
    expect(page.indexOf('### Required inputs')).toBeLessThan(page.indexOf('### Optional inputs'));
  });

  it('hands the filter the number of entries', async () => {
    const { page, moduleInterface } = await complexPage();
    expect(page).toContain(
      `<ReferenceFilter total={${moduleInterface.inputs.length + moduleInterface.outputs.length}} />`,
    );
  });

  it('keeps README sections in reading order around the reference, then the shared upgrade note', async () => {
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
      '<UpgradeNote />',
    ];
    const positions = order.map((heading) => page.indexOf(`\n${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page).toContain(`import UpgradeNote from '${UPGRADE_NOTE_IMPORT}';`);
  });

  it('produces sample usage blocks that parse as HCL', async () => {
    const { page } = await complexPage();
    const blocks = extractCodeBlocks(page).filter((block) => block.language === 'hcl');
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) await expect(parse('sample.hcl', `${block.code}\n`)).resolves.toBeTruthy();
  });

  it('renders a scripts service as its README sections only, with no reference', async () => {
    const readme = parseServiceReadme(
      fixtureReadme('complex').replace(
        'module_path: modules/fixtures/complex',
        'module_path: modules/fixtures/complex\nkind: scripts',
      ),
      'complex/README.md',
    );
    const page = buildServicePage({
      slug: 'complex',
      readme,
      moduleInterface: { inputs: [], outputs: [] },
      source,
      release,
      generatedFrom: 'catalog/security/complex',
      editUrl: undefined,
    });
    expect(page).toContain('A set of scripts, not a Terraform module');
    expect(page).not.toContain('## Sample usage');
    expect(page).not.toContain('ReferenceEntries');
    expect(page.indexOf('## Overview')).toBeLessThan(page.indexOf('## How to upgrade'));
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
