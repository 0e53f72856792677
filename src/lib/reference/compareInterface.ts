/**
 * Compares a module interface read from `.tf` files with the facts of the provider's published reference
 * page for the same module: which names are missing or extra, and where required-ness, type, default or
 * sensitivity differ.
 */
import type { HclParser } from '../hcl/parser';
import type { ModuleInterface } from './moduleInterface';
import { stripHclComments, type PublishedReference } from './publishedReference';

export type DifferenceKind =
  | 'missing input'
  | 'extra input'
  | 'required'
  | 'type'
  | 'default'
  | 'sensitive'
  | 'missing output'
  | 'extra output';

export interface InterfaceDifference {
  readonly kind: DifferenceKind;
  readonly name: string;
  readonly published?: string;
  readonly documented?: string;
}

/** Type constraints compared without comments, whitespace or separators. */
export function normaliseType(type: string | undefined): string {
  return stripHclComments(type ?? 'any').replace(/[\s,]+/g, '');
}

async function parseValue(parse: HclParser, source: string): Promise<unknown> {
  const parsed = (await parse('default.hcl', `value = ${source}\n`)) as { value?: unknown };
  return parsed.value;
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Every difference between the documented interface and the published one, inputs first. */
export async function compareInterface(
  documented: ModuleInterface,
  published: PublishedReference,
  parse: HclParser,
): Promise<InterfaceDifference[]> {
  const differences: InterfaceDifference[] = [];
  const ours = new Map(documented.inputs.map((input) => [input.name, input]));
  const theirs = new Set(published.inputs.map((input) => input.name));
  for (const input of published.inputs) {
    const mine = ours.get(input.name);
    if (!mine) {
      differences.push({ kind: 'missing input', name: input.name });
      continue;
    }
    if (mine.required !== input.required) {
      differences.push({
        kind: 'required',
        name: input.name,
        published: String(input.required),
        documented: String(mine.required),
      });
    }
    if (normaliseType(mine.type) !== normaliseType(input.type)) {
      differences.push({ kind: 'type', name: input.name, published: input.type, documented: mine.type });
    }
    if (!input.required && input.defaultSource !== undefined && !mine.required) {
      const expected = canonical(await parseValue(parse, input.defaultSource));
      const actual = canonical(mine.defaultValue);
      if (expected !== actual) {
        differences.push({ kind: 'default', name: input.name, published: expected, documented: actual });
      }
    }
    if (input.sensitive && !mine.sensitive) {
      differences.push({ kind: 'sensitive', name: input.name, published: 'true', documented: 'false' });
    }
  }
  for (const input of documented.inputs) {
    if (!theirs.has(input.name)) differences.push({ kind: 'extra input', name: input.name });
  }
  const outputs = new Set(documented.outputs.map((output) => output.name));
  for (const name of published.outputs) {
    if (!outputs.has(name)) differences.push({ kind: 'missing output', name });
  }
  const publishedOutputs = new Set(published.outputs);
  for (const name of outputs) {
    if (!publishedOutputs.has(name)) differences.push({ kind: 'extra output', name });
  }
  return differences;
}
