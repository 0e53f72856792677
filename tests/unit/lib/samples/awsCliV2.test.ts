import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkV2Command, readAwsCliV2 } from '../../../../src/lib/samples/awsCliV2';

const v2 = readAwsCliV2(
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../../src/data/aws-cli-v2.json'), 'utf8')),
);

describe('checkV2Command', () => {
  it('leaves commands the v1 parser knows to it', () => {
    expect(checkV2Command(v2, ['s3api', 'list-buckets'])).toBeUndefined();
  });

  it.each([
    [['sso', 'login', '--profile', 'acme-dev']],
    [['--profile', 'acme-dev', 'sso', 'login', '--use-device-code']],
    [['logs', 'tail', '/aws/vpc/flow-logs', '--since', '10m', '--follow']],
    [['logs', 'tail', 'group', '--log-stream-names', 'a', 'b', '--format', 'short']],
    [['configure', 'export-credentials', '--profile', 'x', '--format', 'env']],
  ])('accepts %j', (argv) => {
    expect(checkV2Command(v2, argv)).toEqual({});
  });

  it.each([
    [['sso', 'login', '--browser'], 'aws sso login has no option --browser'],
    [['configure', 'export-credentials', '--format', 'yaml'], 'takes one of process, env'],
    [['logs', 'tail'], 'needs 1 argument'],
    [['logs', 'tail', 'a', 'b'], 'takes no argument "b"'],
    [['logs', 'tail', 'a', '--since'], '--since needs a value'],
  ])('rejects %j', (argv, message) => {
    expect(checkV2Command(v2, argv)?.error).toContain(message);
  });
});

describe('readAwsCliV2', () => {
  it('names the part of the file that is malformed', () => {
    expect(() => readAwsCliV2({ ...v2, commands: { 'x y': { options: {} } } })).toThrow('commands["x y"]');
    expect(() => readAwsCliV2([])).toThrow('the top level');
  });
});
