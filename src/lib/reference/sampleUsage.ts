import type { ModuleInput } from './moduleInterface';
import { parseTypeExpression, type TypeNode } from './typeExpression';

/** Where a module lives, to build its Git source URL. */
export interface ModuleSource {
  readonly org: string;
  readonly repo: string;
  readonly modulePath: string;
  readonly ref: string;
}

export function moduleSourceUrl(source: ModuleSource): string {
  return `git::git@github.com:${source.org}/${source.repo}.git//${source.modulePath}?ref=${source.ref}`;
}

const STRING_EXAMPLES: readonly [RegExp, string][] = [
  [/cidr/, '10.0.0.0/16'],
  [/region/, 'us-east-1'],
  [/account_id/, '111122223333'],
  [/vpc_id/, 'vpc-0123456789abcdef0'],
  [/subnet/, 'subnet-0123456789abcdef0'],
  [/security_group/, 'sg-0123456789abcdef0'],
  [/ami/, 'ami-0123456789abcdef0'],
  [/kms|key_arn/, 'arn:aws:kms:us-east-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab'],
  [/certificate_arn/, 'arn:aws:acm:us-east-1:111122223333:certificate/1234abcd-12ab-34cd-56ef-1234567890ab'],
  [/arn/, 'arn:aws:iam::111122223333:role/example'],
  [/email/, 'ops@example.com'],
  [/domain|hostname|fqdn|zone_name/, 'example.com'],
  [/url|endpoint/, 'https://example.com'],
  [/image/, 'nginx:1.27'],
  [/version/, '1.0.0'],
  [/bucket/, 'example-bucket'],
  [/engine/, 'postgres'],
  [/instance_type/, 't3.micro'],
];

const NUMBER_EXAMPLES: readonly [RegExp, number][] = [
  [/port/, 443],
  [/days|retention/, 30],
  [/storage|volume_size|disk_size|_gb$/, 20],
];

function stringExample(name: string): string {
  return STRING_EXAMPLES.find(([pattern]) => pattern.test(name))?.[1] ?? 'example';
}

function numberExample(name: string): number {
  return NUMBER_EXAMPLES.find(([pattern]) => pattern.test(name))?.[1] ?? 1;
}

function singular(name: string): string {
  return name
    .replace(/_ids$/, '_id')
    .replace(/_arns$/, '_arn')
    .replace(/s$/, '');
}

/** A placeholder value for a type: realistic where the name says what it holds. */
export function exampleValue(type: TypeNode | undefined, name: string): unknown {
  if (!type) return stringExample(name);
  if (type.kind === 'name') {
    if (type.name === 'number') return numberExample(name);
    if (type.name === 'bool') return true;
    if (type.name === 'any') return {};
    return stringExample(name);
  }
  if (type.kind === 'call') {
    const [inner] = type.args;
    if (['list', 'set'].includes(type.name)) return [exampleValue(inner, singular(name))];
    if (type.name === 'map') return { example: exampleValue(inner, singular(name)) };
    if (type.name === 'object' && inner?.kind === 'object') return exampleValue(inner, name);
    if (type.name === 'tuple' && inner?.kind === 'tuple')
      return inner.items.map((item) => exampleValue(item, name));
    return exampleValue(inner, name);
  }
  if (type.kind === 'object') {
    const required = type.attributes.filter(
      (attribute) => !(attribute.value.kind === 'call' && attribute.value.name === 'optional'),
    );
    return Object.fromEntries(
      required.map((attribute) => [attribute.key, exampleValue(attribute.value, attribute.key)]),
    );
  }
  return stringExample(name);
}

function parseTypeOrUndefined(source: string | undefined): TypeNode | undefined {
  if (!source) return undefined;
  try {
    return parseTypeExpression(source);
  } catch {
    return undefined;
  }
}

/** What a sample assigns to a required input: a placeholder literal, or a reference for secrets. */
export type SampleValue = { readonly literal: unknown } | { readonly expression: string };

export function sampleValueFor(input: ModuleInput, tool: 'terraform' | 'terragrunt'): SampleValue {
  if (input.sensitive) {
    return tool === 'terraform'
      ? { expression: `var.${input.name}` }
      : { expression: `get_env("TF_VAR_${input.name}")` };
  }
  return { literal: exampleValue(parseTypeOrUndefined(input.type), input.name) };
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|approx)\.$/i;

/** First sentence of a description, for a one-line comment above the sample value. */
export function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  const boundary = /[.!?](?=\s|$)/g;
  for (let match = boundary.exec(flat); match; match = boundary.exec(flat)) {
    const candidate = flat.slice(0, match.index + 1);
    if (!ABBREVIATION.test(candidate)) return candidate;
  }
  return flat;
}
