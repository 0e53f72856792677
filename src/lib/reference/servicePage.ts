import { buildReferenceEntries, type EntrySection, type ReferenceEntriesData } from './entryHtml';
import { renderHclValue } from './hclValue';
import type { ModuleInput, ModuleInterface } from './moduleInterface';
import {
  firstSentence,
  moduleSourceUrl,
  sampleValueFor,
  type ModuleSource,
  type SampleValue,
} from './sampleUsage';
import type { SectionTitle, ServiceReadme } from './serviceReadme';

/** The release a page documents, with where to read its code and its notes. */
export interface PageRelease {
  readonly ref: string;
  readonly browseUrl: string;
  readonly notesUrl: string;
}

export interface ServicePageInput {
  /** Folder name of the module; names the `module` block in the sample. */
  readonly slug: string;
  /** README of a catalog service; undefined for an arbitrary module given to the CLI. */
  readonly readme: ServiceReadme | undefined;
  readonly moduleInterface: ModuleInterface;
  /** Git source of the module, or a local path for modules outside the catalog. */
  readonly source: ModuleSource | { readonly localPath: string };
  /** The pinned release of a catalog service; undefined for a module outside the catalog. */
  readonly release: PageRelease | undefined;
  /** The folder the page was generated from, named in the page's "do not edit" comment. */
  readonly generatedFrom: string;
  readonly editUrl: string | undefined;
  /**
   * Where the page's entries are published (`<category>/<service>`, see `ReferenceEntries`); undefined
   * embeds them in the page, as for a module rendered outside the catalog.
   */
  readonly entriesKey?: string | undefined;
}

/** Import path of the note on moving to a newer release that every module page shares. */
export const UPGRADE_NOTE_IMPORT = '@site/docs/reference/services/_partials/upgrade-a-release.mdx';

function titleFromSlug(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/^\w/, (char) => char.toUpperCase());
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function pageTitle(input: ServicePageInput): string {
  return input.readme?.meta.title ?? titleFromSlug(input.slug);
}

function frontMatter(input: ServicePageInput): string {
  const meta = input.readme?.meta;
  const lines = [
    '---',
    `title: ${yamlString(pageTitle(input))}`,
    ...(meta?.sidebarLabel ? [`sidebar_label: ${yamlString(meta.sidebarLabel)}`] : []),
    `description: ${yamlString(meta?.description ?? `Inputs and outputs of the ${input.slug} Terraform module.`)}`,
    ...(meta && meta.tags.length > 0 ? [`tags: [${meta.tags.join(', ')}]`] : []),
    ...(input.editUrl ? [`custom_edit_url: ${yamlString(input.editUrl)}`] : ['custom_edit_url: null']),
    // The page renders its own title so the release badge can sit beside it.
    'hide_title: true',
    '---',
  ];
  return lines.join('\n');
}

function hclBlock(code: string): string {
  return ['```hcl', code, '```'].join('\n');
}

function jsxString(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

function header(input: ServicePageInput): string {
  const title = pageTitle(input).replace(/[{}<>]/g, '');
  const badge = input.release
    ? `<a className="ref-release" href=${jsxString(input.release.notesUrl)} title=${jsxString(`Release notes of ${input.release.ref}`)}>${input.release.ref}</a>`
    : '';
  return `<header className="ref-header">\n<h1>${title}</h1>\n${badge}\n</header>`;
}

function sourceLine(input: ServicePageInput, counts: string): string {
  const release = input.release;
  if (!release) return `Generated from the module's Terraform code: ${counts}.`;
  return `Generated from the module's Terraform code at release \`${release.ref}\`: ${counts}. [Browse the module source](${release.browseUrl}).`;
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

function entriesBlock(
  input: ServicePageInput,
  entries: ReferenceEntriesData,
  section: EntrySection,
  empty: string,
): string {
  if (!entries[section]) return empty;
  return input.entriesKey
    ? `<ReferenceEntries page=${jsxString(input.entriesKey)} section="${section}" />`
    : `<ReferenceEntries html=${jsxString(entries[section])} />`;
}

function readmeSection(readme: ServiceReadme | undefined, title: SectionTitle): string | undefined {
  return readme ? `## ${title}\n\n${readme.sections[title]}` : undefined;
}

const IMPORTS = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  "import ReferenceEntries from '@site/src/components/ReferenceEntries';",
  "import ReferenceFilter from '@site/src/components/ReferenceFilter';",
  `import UpgradeNote from '${UPGRADE_NOTE_IMPORT}';`,
].join('\n');

/** The page of a service that is a set of scripts rather than a Terraform module: README sections only. */
function scriptsPage(input: ServicePageInput, readme: ServiceReadme): string {
  const parts = [
    frontMatter(input),
    `{/* Generated by scripts/generate-reference.ts from ${input.generatedFrom}. Edit its README, not this page. */}`,
    header(input),
    input.release
      ? `A set of scripts, not a Terraform module: there are no inputs or outputs to set. [Browse the scripts at \`${input.release.ref}\`](${input.release.browseUrl}).`
      : 'A set of scripts, not a Terraform module: there are no inputs or outputs to set.',
    ...(
      ['Overview', 'Features', 'What it deploys', 'How to deploy', 'How to manage', 'How to upgrade'] as const
    ).map((title) => readmeSection(readme, title)),
  ];
  return `${parts.filter((part): part is string => part !== undefined).join('\n\n')}\n`;
}

/** Builds the MDX page of a module: overview sections, sample usage, and the inputs/outputs reference. */
export function buildServicePage(
  input: ServicePageInput,
  entries: ReferenceEntriesData = buildReferenceEntries(input.moduleInterface),
): string {
  const { moduleInterface, readme } = input;
  if (readme?.meta.kind === 'scripts') return scriptsPage(input, readme);
  const required = moduleInterface.inputs.filter((item) => item.required);
  const total = moduleInterface.inputs.length + moduleInterface.outputs.length;
  const counts = `${moduleInterface.inputs.length} inputs (${required.length} required) and ${moduleInterface.outputs.length} outputs`;
  const parts: (string | undefined)[] = [
    frontMatter(input),
    IMPORTS,
    `{/* Generated by scripts/generate-reference.ts from ${input.generatedFrom}. Edit the module, not this page. */}`,
    header(input),
    sourceLine(input, counts),
    readmeSection(readme, 'Overview'),
    readmeSection(readme, 'Features'),
    readmeSection(readme, 'What it deploys'),
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
    `<ReferenceFilter total={${total}} />`,
    '### Required inputs',
    entriesBlock(input, entries, 'required', 'This module has no required inputs.'),
    '### Optional inputs',
    entriesBlock(input, entries, 'optional', 'This module has no optional inputs.'),
    '### Outputs',
    entriesBlock(input, entries, 'outputs', 'This module declares no outputs.'),
    readmeSection(readme, 'How to deploy'),
    readmeSection(readme, 'How to manage'),
    readmeSection(readme, 'How to upgrade'),
    readme ? '<UpgradeNote />' : undefined,
  ];
  return `${parts.filter((part): part is string => part !== undefined && part !== '').join('\n\n')}\n`;
}
