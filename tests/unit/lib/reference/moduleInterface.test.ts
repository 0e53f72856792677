import { describe, expect, it } from 'vitest';
import { parseHcl as parse } from '../../../../src/lib/hcl/parser';
import { ModuleInterfaceError, readModuleInterface } from '../../../../src/lib/reference/moduleInterface';
import { fixtureFiles } from './fixtures';

describe('readModuleInterface', () => {
  it('reads variables from every .tf file, not only variables.tf', async () => {
    const { inputs } = await readModuleInterface(fixtureFiles('complex'), parse);
    const logRetention = inputs.find((input) => input.name === 'log_retention_days');
    expect(logRetention?.file).toBe('complex/logging-variables.tf');
    expect(inputs.map((input) => input.name)).toEqual([
      'allowed_cidrs_by_port',
      'api_token',
      'cluster_settings',
      'db_password',
      'extra_settings',
      'instance_count',
      'kms_key_arn',
      'log_retention_days',
      'name',
      'user_data',
    ]);
  });

  it('treats inputs without a default as required and a null default as optional', async () => {
    const { inputs } = await readModuleInterface(fixtureFiles('complex'), parse);
    const required = inputs.filter((input) => input.required).map((input) => input.name);
    expect(required).toEqual(['cluster_settings', 'db_password', 'name']);
    const kms = inputs.find((input) => input.name === 'kms_key_arn');
    expect(kms).toMatchObject({ required: false, defaultValue: null });
  });

  it('keeps types as written, multi-line defaults as values, and heredocs as text', async () => {
    const { inputs } = await readModuleInterface(fixtureFiles('complex'), parse);
    const byName = new Map(inputs.map((input) => [input.name, input]));
    expect(byName.get('allowed_cidrs_by_port')).toMatchObject({
      type: 'map(list(string))',
      defaultValue: { '443': ['10.0.0.0/8', '192.168.0.0/16'], '22': ['10.0.0.0/8'] },
    });
    expect(byName.get('cluster_settings')?.type).toMatch(
      /^object\(\{[\s\S]*optional\(number, 4\)[\s\S]*\}\)$/,
    );
    expect(byName.get('user_data')?.defaultValue).toBe(
      '#!/bin/bash\nset -euo pipefail\necho "hello {world}" > /tmp/greeting\n',
    );
    expect(byName.get('extra_settings')).toMatchObject({
      type: 'any',
      description: undefined,
      defaultValue: {},
    });
  });

  it('reads sensitive, nullable and validation rules', async () => {
    const { inputs } = await readModuleInterface(fixtureFiles('complex'), parse);
    const count = inputs.find((input) => input.name === 'instance_count');
    expect(count).toMatchObject({ nullable: false, sensitive: false });
    expect(count?.validations).toEqual([
      {
        condition: 'var.instance_count >= 1 && var.instance_count <= 10',
        errorMessage: 'instance_count must be between 1 and 10.',
      },
    ]);
    expect(inputs.find((input) => input.name === 'db_password')).toMatchObject({
      sensitive: true,
      nullable: true,
    });
  });

  it('reads outputs with their descriptions and sensitivity', async () => {
    const { outputs } = await readModuleInterface(fixtureFiles('complex'), parse);
    expect(outputs).toEqual([
      {
        name: 'db_password',
        description: 'The generated password.',
        sensitive: true,
        file: 'complex/outputs.tf',
      },
      { name: 'instance_ids', description: undefined, sensitive: false, file: 'complex/outputs.tf' },
      {
        name: 'service_url',
        description: 'URL of the service, e.g. `https://example.com`.',
        sensitive: false,
        file: 'complex/outputs.tf',
      },
    ]);
  });

  it('names the file and line of a syntax error', async () => {
    const error = await readModuleInterface(fixtureFiles('broken'), parse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModuleInterfaceError);
    expect((error as ModuleInterfaceError).message).toMatch(/^broken\/variables\.tf:7: /);
    expect((error as ModuleInterfaceError).line).toBe(7);
  });

  it('rejects a variable declared in two files, naming both', async () => {
    const error = await readModuleInterface(fixtureFiles('duplicate'), parse).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      'duplicate/variables.tf:1: variable "region" is already declared in duplicate/more.tf',
    );
  });
});
