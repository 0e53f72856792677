import { isShortHclValue, renderHclValue } from './hclValue';
import { escapeMdxText, plainText } from './mdxText';
import type { ModuleInput, ModuleInterface, ModuleOutput } from './moduleInterface';
import {
  firstSentence,
  moduleSourceUrl,
  sampleValueFor,
  type ModuleSource,
  type SampleValue,
} from './sampleUsage';
import type { SectionTitle, ServiceReadme } from './serviceReadme';
import { formatTypeExpression } from './typeExpression';

export interface ServicePageInput {
  /** Folder name of the module; names the `module` block in the sample. */
  readonly slug: string;
  /** README of a catalog service; undefined for an arbitrary module given to the CLI. */
  readonly readme: ServiceReadme | undefined;
  readonly moduleInterface: ModuleInterface;
  /** Git source of the module, or a local path for modules outside the catalog. */
  readonly source: ModuleSource | { readonly localPath: string };
  /** Where readers browse the module's code. */
  readonly browseUrl: string | undefined;
  /** The folder the page was generated from, named in the page's "do not edit" comment. */
  readonly generatedFrom: string;
  readonly editUrl: string | undefined;
}

export const inputAnchor = (name: string): string => `input-${name}`;
export const outputAnchor = (name: string): string => `output-${name}`;

function titleFromSlug(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/^\w/, (char) => char.toUpperCase());
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function frontMatter(input: ServicePageInput): string {
  const meta = input.readme?.meta;
  const lines = [
    '---',
    `title: ${yamlString(meta?.title ?? titleFromSlug(input.slug))}`,
    ...(meta?.sidebarLabel ? [`sidebar_label: ${yamlString(meta.sidebarLabel)}`] : []),
    `description: ${yamlString(meta?.description ?? `Inputs and outputs of the ${input.slug} Terraform module.`)}`,
    ...(meta && meta.tags.length > 0 ? [`tags: [${meta.tags.join(', ')}]`] : []),
    ...(input.editUrl ? [`custom_edit_url: ${yamlString(input.editUrl)}`] : ['custom_edit_url: null']),
    '---',
  ];
  return lines.join('\n');
}

function hclBlock(code: string): string {
  return ['```hcl', code, '```'].join('\n');
}

function typeLine(input: ModuleInput): string {
  if (!input.type) return '**Type:** `any` (no type constraint)';
  const formatted = formatTypeExpression(input.type);
  return formatted.includes('\n')
    ? `**Type:**\n\n${hclBlock(`type = ${formatted}`)}`
    : `**Type:** \`${formatted}\``;
}

function defaultLine(input: ModuleInput): string | undefined {
  if (input.required) return undefined;
  if (input.sensitive && input.defaultValue !== null) return '**Default:** set, not shown (sensitive)';
  if (isShortHclValue(input.defaultValue)) return `**Default:** \`${renderHclValue(input.defaultValue)}\``;
  return `**Default:**\n\n${hclBlock(`default = ${renderHclValue(input.defaultValue)}`)}`;
}

function nullableLine(input: ModuleInput): string | undefined {
  if (input.nullable) return undefined;
  return input.required
    ? '**Nullable:** no; passing `null` is an error.'
    : '**Nullable:** no; passing `null` uses the default instead.';
}

function validationLines(input: ModuleInput): string | undefined {
  if (input.validations.length === 0) return undefined;
  const rules = input.validations.map(
    (rule) =>
      `- ${escapeMdxText(rule.errorMessage || 'Must satisfy the condition below.')} (\`${rule.condition.replace(/\s+/g, ' ')}\`)`,
  );
  return `**Validation:**\n\n${rules.join('\n')}`;
}

function description(text: string | undefined): string {
  return text ? escapeMdxText(text) : '_No description given in the module._';
}

function inputEntry(input: ModuleInput): string {
  const attributes = [
    'kind="input"',
    `name="${input.name}"`,
    `id="${inputAnchor(input.name)}"`,
    ...(input.required ? ['required'] : []),
    ...(input.sensitive ? ['sensitive'] : []),
  ];
  const body = [
    description(input.description),
    typeLine(input),
    defaultLine(input),
    nullableLine(input),
    validationLines(input),
  ].filter((part): part is string => part !== undefined);
  return [`<ReferenceEntry ${attributes.join(' ')}>`, '', body.join('\n\n'), '', '</ReferenceEntry>'].join(
    '\n',
  );
}

function outputEntry(output: ModuleOutput): string {
  const attributes = [
    'kind="output"',
    `name="${output.name}"`,
    `id="${outputAnchor(output.name)}"`,
    ...(output.sensitive ? ['sensitive'] : []),
  ];
  return [
    `<ReferenceEntry ${attributes.join(' ')}>`,
    '',
    description(output.description),
    '',
    '</ReferenceEntry>',
  ].join('\n');
}

function indexLine(
  label: string,
  names: readonly string[],
  anchor: (name: string) => string,
): string | undefined {
  if (names.length === 0) return undefined;
  return `**${label}:** ${names.map((name) => `[\`${name}\`](#${anchor(name)})`).join(', ')}`;
}

function assignments(
  inputs: readonly ModuleInput[],
  tool: 'terraform' | 'terragrunt',
  indent: string,
): string[] {
  const width = Math.max(0, ...inputs.map((input) => input.name.length));
  return inputs.flatMap((input) => {
    const value: SampleValue = sampleValueFor(input, tool);
    const rendered = 'expression' in value ? value.expression : renderHclValue(value.literal, indent);
    const comment = firstSentence(input.description);
    return [
      ...(comment ? [`${indent}# ${comment}`] : []),
      `${indent}${input.name.padEnd(width)} = ${rendered}`,
      '',
    ];
  });
}

function sourceString(source: ServicePageInput['source']): string {
  return 'localPath' in source ? source.localPath : moduleSourceUrl(source);
}

/** Terraform sample: a `module` block with every required input. */
export function terraformSample(
  input: Pick<ServicePageInput, 'slug' | 'source' | 'moduleInterface'>,
): string {
  const required = input.moduleInterface.inputs.filter((item) => item.required);
  const body = assignments(required, 'terraform', '  ');
  const moduleName = input.slug.replace(/[^A-Za-z0-9_]+/g, '_');
  return [
    `module "${moduleName}" {`,
    `  source = ${JSON.stringify(sourceString(input.source))}`,
    '',
    ...(body.length > 0 ? body.slice(0, -1) : ['  # This module has no required inputs.']),
    '}',
  ].join('\n');
}

/** Terragrunt sample: a `terragrunt.hcl` with the module source, the root include and required inputs. */
export function terragruntSample(input: Pick<ServicePageInput, 'source' | 'moduleInterface'>): string {
  const required = input.moduleInterface.inputs.filter((item) => item.required);
  const body = assignments(required, 'terragrunt', '  ');
  return [
    'terraform {',
    `  source = ${JSON.stringify(sourceString(input.source))}`,
    '}',
    '',
    'include "root" {',
    '  path = find_in_parent_folders("root.hcl")',
    '}',
    '',
    'inputs = {',
    ...(body.length > 0 ? body.slice(0, -1) : ['  # This module has no required inputs.']),
    '}',
  ].join('\n');
}

function filterEntries(moduleInterface: ModuleInterface): string {
  const entries = [
    ...moduleInterface.inputs.map((input) => ({
      id: inputAnchor(input.name),
      text: `${input.name} ${plainText(input.description ?? '')}`,
    })),
    ...moduleInterface.outputs.map((output) => ({
      id: outputAnchor(output.name),
      text: `${output.name} ${plainText(output.description ?? '')}`,
    })),
  ];
  return JSON.stringify(entries);
}

/** Builds the MDX page of a module: overview sections, sample usage, and the inputs/outputs reference. */
export function buildServicePage(input: ServicePageInput): string {
  const { moduleInterface, readme } = input;
  const required = moduleInterface.inputs.filter((item) => item.required);
  const optional = moduleInterface.inputs.filter((item) => !item.required);
  const counts = `${moduleInterface.inputs.length} inputs (${required.length} required) and ${moduleInterface.outputs.length} outputs`;
  const sourceLine = input.browseUrl
    ? `This page is generated from the module's Terraform code: ${counts}. [Browse the module source](${input.browseUrl}).`
    : `This page is generated from the module's Terraform code: ${counts}.`;
  const section = (title: SectionTitle): string | undefined => readme?.sections[title];
  const parts: (string | undefined)[] = [
    frontMatter(input),
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import ReferenceEntry from '@site/src/components/ReferenceEntry';",
      "import ReferenceFilter from '@site/src/components/ReferenceFilter';",
    ].join('\n'),
    `{/* Generated by scripts/generate-reference.ts from ${input.generatedFrom}. Edit the module, not this page. */}`,
    sourceLine,
    ...(readme
      ? (['Overview', 'Features', 'What it deploys'] as const).map(
          (title) => `## ${title}\n\n${section(title) ?? ''}`,
        )
      : []),
    '## Sample usage',
    'Set the required inputs below; every optional input is listed in the reference further down with its default.',
    [
      '<Tabs groupId="iac-tool">',
      '<TabItem value="terraform" label="Terraform" default>',
      '',
      hclBlock(terraformSample(input)),
      '',
      '</TabItem>',
      '<TabItem value="terragrunt" label="Terragrunt">',
      '',
      hclBlock(terragruntSample(input)),
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'),
    '## Reference',
    [
      indexLine(
        'Required inputs',
        required.map((item) => item.name),
        inputAnchor,
      ),
      indexLine(
        'Optional inputs',
        optional.map((item) => item.name),
        inputAnchor,
      ),
      indexLine(
        'Outputs',
        moduleInterface.outputs.map((item) => item.name),
        outputAnchor,
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
    `<ReferenceFilter entries={${filterEntries(moduleInterface)}} />`,
    '### Required inputs',
    required.length > 0 ? required.map(inputEntry).join('\n\n') : 'This module has no required inputs.',
    '### Optional inputs',
    optional.length > 0 ? optional.map(inputEntry).join('\n\n') : 'This module has no optional inputs.',
    '### Outputs',
    moduleInterface.outputs.length > 0
      ? moduleInterface.outputs.map(outputEntry).join('\n\n')
      : 'This module declares no outputs.',
    ...(readme
      ? (['How to deploy', 'How to manage', 'How to upgrade'] as const).map(
          (title) => `## ${title}\n\n${section(title) ?? ''}`,
        )
      : []),
  ];
  return `${parts.filter((part): part is string => part !== undefined && part !== '').join('\n\n')}\n`;
}
