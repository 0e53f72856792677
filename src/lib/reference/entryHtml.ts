/**
 * Renders a module's inputs and outputs as static HTML. A page with well over a hundred inputs stays cheap
 * to load and hydrate when the entries are one HTML string rather than a React tree per input.
 */
import { micromark } from 'micromark';
import { isShortHclValue, renderHclValue } from './hclValue';
import type { ModuleInput, ModuleOutput } from './moduleInterface';
import { formatTypeExpression } from './typeExpression';

export const inputAnchor = (name: string): string => `input-${name}`;
export const outputAnchor = (name: string): string => `output-${name}`;

/** Code longer than this many lines is collapsed behind a "Show" toggle. */
export const COLLAPSE_AFTER_LINES = 8;

/** Names a description may link to: the module's own inputs and outputs. */
export interface EntryNames {
  readonly inputs: ReadonlySet<string>;
  readonly outputs: ReadonlySet<string>;
}

export class BrokenEntryLinkError extends Error {
  override readonly name = 'BrokenEntryLinkError';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Markdown to HTML (raw HTML in the text is escaped, not rendered). Inline code naming another input or
 * output of the module becomes a link to it; a `#input-`/`#output-` link to a name the module does not
 * declare is an error, since the build's anchor check does not see inside these strings.
 */
export function descriptionHtml(markdown: string, names: EntryNames, self: string): string {
  const html = micromark(markdown).replace(/<code>(\w+)<\/code>/g, (whole, name: string) => {
    if (name === self) return whole;
    if (names.inputs.has(name)) return `<a href="#${inputAnchor(name)}">${whole}</a>`;
    if (names.outputs.has(name)) return `<a href="#${outputAnchor(name)}">${whole}</a>`;
    return whole;
  });
  for (const match of html.matchAll(/href="#(input|output)-([^"]+)"/g)) {
    const [, kind, name = ''] = match;
    if (!(kind === 'input' ? names.inputs : names.outputs).has(name)) {
      throw new BrokenEntryLinkError(`the description of "${self}" links to unknown ${kind} "${name}"`);
    }
  }
  return html;
}

function codeBlock(code: string, label: string): string {
  const pre = `<pre class="ref-code" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
  const lines = code.split('\n').length;
  if (lines <= COLLAPSE_AFTER_LINES) return pre;
  return `<details class="ref-details"><summary>${label} (${lines} lines)</summary>${pre}</details>`;
}

function typeHtml(input: ModuleInput): string {
  if (!input.type) return '<code>any</code> (no type constraint)';
  const formatted = formatTypeExpression(input.type);
  return formatted.includes('\n')
    ? codeBlock(formatted, 'Show the type')
    : `<code>${escapeHtml(formatted)}</code>`;
}

function defaultHtml(input: ModuleInput): string | undefined {
  if (input.required) return undefined;
  if (input.sensitive && input.defaultValue !== null) return 'set, not shown (sensitive)';
  if (isShortHclValue(input.defaultValue))
    return `<code>${escapeHtml(renderHclValue(input.defaultValue))}</code>`;
  return codeBlock(renderHclValue(input.defaultValue), 'Show the default');
}

function nullableHtml(input: ModuleInput): string | undefined {
  if (input.nullable) return undefined;
  return input.required
    ? 'no; passing <code>null</code> is an error'
    : 'no; passing <code>null</code> uses the default';
}

function validationHtml(input: ModuleInput): string | undefined {
  if (input.validations.length === 0) return undefined;
  const rules = input.validations.map(
    (rule) =>
      `<li>${escapeHtml(rule.errorMessage || 'Must satisfy the condition.')} <code>${escapeHtml(rule.condition.replace(/\s+/g, ' '))}</code></li>`,
  );
  return `<ul>${rules.join('')}</ul>`;
}

function facts(rows: readonly (readonly [string, string | undefined])[]): string {
  const shown = rows.filter((row): row is readonly [string, string] => row[1] !== undefined);
  return `<dl class="ref-facts">${shown.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

function entry(
  id: string,
  name: string,
  badges: readonly string[],
  description: string | undefined,
  names: EntryNames,
  details: string,
): string {
  const text = description
    ? descriptionHtml(description, names, name)
    : '<p><em>No description given in the module.</em></p>';
  const label = `Direct link to ${name}`;
  return [
    `<section class="ref-entry" data-ref-entry aria-labelledby="${id}">`,
    `<h4 class="anchor ref-name" id="${id}"><code>${name}</code><a href="#${id}" class="hash-link" aria-label="${label}" title="${label}">\u200b</a></h4>`,
    `<p class="ref-badges">${badges.join('')}</p>`,
    text,
    details,
    '</section>',
  ].join('');
}

const badge = (text: string, variant?: string): string =>
  `<span class="ref-badge${variant ? ` ref-badge--${variant}` : ''}">${text}</span>`;

/** One input: linkable heading, badges, description, type, default and any constraints. */
export function inputEntryHtml(input: ModuleInput, names: EntryNames): string {
  const badges = [
    badge('input'),
    input.required ? badge('required', 'required') : badge('optional'),
    ...(input.sensitive ? [badge('sensitive', 'sensitive')] : []),
  ];
  const details = facts([
    ['Type', typeHtml(input)],
    ['Default', defaultHtml(input)],
    ['Nullable', nullableHtml(input)],
    ['Validation', validationHtml(input)],
  ]);
  return entry(inputAnchor(input.name), input.name, badges, input.description, names, details);
}

/** One output: linkable heading, badges and description. */
export function outputEntryHtml(output: ModuleOutput, names: EntryNames): string {
  const badges = [badge('output'), ...(output.sensitive ? [badge('sensitive', 'sensitive')] : [])];
  return entry(outputAnchor(output.name), output.name, badges, output.description, names, '');
}

/** The static markup of a page's three entry lists. */
export interface ReferenceEntriesData {
  readonly required: string;
  readonly optional: string;
  readonly outputs: string;
}

export type EntrySection = keyof ReferenceEntriesData;

/** Renders every input (required, then optional) and output of a module. */
export function buildReferenceEntries(moduleInterface: {
  readonly inputs: readonly ModuleInput[];
  readonly outputs: readonly ModuleOutput[];
}): ReferenceEntriesData {
  const names: EntryNames = {
    inputs: new Set(moduleInterface.inputs.map((item) => item.name)),
    outputs: new Set(moduleInterface.outputs.map((item) => item.name)),
  };
  const inputs = (required: boolean) =>
    moduleInterface.inputs
      .filter((item) => item.required === required)
      .map((item) => inputEntryHtml(item, names))
      .join('');
  return {
    required: inputs(true),
    optional: inputs(false),
    outputs: moduleInterface.outputs.map((item) => outputEntryHtml(item, names)).join(''),
  };
}
