import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHcl } from '../../../../src/lib/hcl/parser';
import { compareInterface, normaliseType } from '../../../../src/lib/reference/compareInterface';
import type { ModuleInterface, ModuleInput } from '../../../../src/lib/reference/moduleInterface';
import { parsePublishedReference, stripHclComments } from '../../../../src/lib/reference/publishedReference';

const page = readFileSync(
  path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'published', 'widget.md'),
  'utf8',
);

describe('parsePublishedReference', () => {
  const published = parsePublishedReference(page);

  it('reads the release and the module path', () => {
    expect(published.version).toBe('1.2.3');
    expect(published.modulePath).toBe('modules/fixtures/widget');
  });

  it('reads names, required-ness, full types, defaults and sensitive inputs', () => {
    expect(published.inputs.map((input) => input.name)).toEqual([
      'name',
      'password',
      'label',
      'rules',
      'extras',
    ]);
    expect(published.inputs[0]).toEqual({
      name: 'name',
      required: true,
      type: 'string',
      defaultSource: undefined,
      sensitive: false,
    });
    expect(published.inputs[1]?.sensitive).toBe(true);
    expect(published.inputs[2]?.defaultSource).toBe('"blue"');
    expect(published.inputs[3]?.type).toBe('map(object({\n    port = number\n    cidr = string\n  }))');
    expect(published.inputs[3]?.defaultSource).toContain('port = 22');
    expect(published.inputs[4]?.type).toBe('list(any)');
    expect(published.outputs).toEqual(['widget_id']);
  });

  it('never reads descriptions', () => {
    expect(JSON.stringify(published)).not.toContain('Fixture text');
  });
});

describe('stripHclComments', () => {
  it('drops comments but keeps # inside strings', () => {
    expect(stripHclComments('a = "x#y" # note\n// line\nb = 1')).toBe('a = "x#y"\nb = 1');
  });
});

function input(overrides: Partial<ModuleInput> & { name: string }): ModuleInput {
  return {
    type: 'string',
    description: 'Our own words.',
    required: false,
    defaultValue: null,
    sensitive: false,
    nullable: true,
    validations: [],
    file: 'variables.tf',
    ...overrides,
  };
}

const matching: ModuleInterface = {
  inputs: [
    input({ name: 'name', required: true, defaultValue: undefined }),
    input({ name: 'password', sensitive: true }),
    input({ name: 'label', defaultValue: 'blue' }),
    input({
      name: 'rules',
      type: 'map(object({ port = number, cidr = string }))',
      defaultValue: { ssh: { port: 22, cidr: '10.0.0.0/8' } },
    }),
    input({ name: 'extras', type: 'list(any)', defaultValue: [] }),
  ],
  outputs: [{ name: 'widget_id', description: 'Id.', sensitive: false, file: 'outputs.tf' }],
};

describe('compareInterface', () => {
  const published = parsePublishedReference(page);

  it('finds no difference in a matching interface, whatever the formatting', async () => {
    expect(await compareInterface(matching, published, parseHcl)).toEqual([]);
  });

  it('reports missing, extra, required, type, default, sensitive and output differences', async () => {
    const drifted: ModuleInterface = {
      inputs: [
        input({ name: 'name', defaultValue: 'x' }),
        input({ name: 'password' }),
        input({ name: 'label', type: 'number', defaultValue: 'red' }),
        input({ name: 'ami_id' }),
      ],
      outputs: [{ name: 'widget_arn', description: undefined, sensitive: false, file: 'outputs.tf' }],
    };
    const kinds = (await compareInterface(drifted, published, parseHcl)).map((d) => `${d.kind}:${d.name}`);
    expect(kinds).toEqual([
      'required:name',
      'sensitive:password',
      'type:label',
      'default:label',
      'missing input:rules',
      'missing input:extras',
      'extra input:ami_id',
      'missing output:widget_id',
      'extra output:widget_arn',
    ]);
  });

  it('compares types without whitespace, commas or comments', () => {
    expect(normaliseType('object({\n  a = string # note\n  b = number\n})')).toBe(
      normaliseType('object({ a = string, b = number })'),
    );
  });
});
