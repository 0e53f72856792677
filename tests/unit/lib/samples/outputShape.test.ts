import { describe, expect, it } from 'vitest';
import {
  applyDeviations,
  compareOutput,
  normalizeVolatile,
  parseJsonDocuments,
} from '../../../../src/lib/samples/outputShape';

describe('normalizeVolatile', () => {
  it.each([
    ['vpc-0a1b2c3d4e5f67890', 'vpc-<id>'],
    ['subnet-12345678', 'subnet-<id>'],
    ['2026-11-28T04:00:38.123000+00:00', '<time>'],
    ['o-a1b2c3d4e5', 'o-<id>'],
    ['ou-ab12-cdefgh34', 'ou-<id>'],
    ['arn:aws:iam::555555555555:role/dev', 'arn:aws:iam::555555555555:role/dev'],
    ['us-east-1', 'us-east-1'],
  ])('%s -> %s', (text, normal) => {
    expect(normalizeVolatile(text)).toBe(normal);
  });
});

describe('parseJsonDocuments', () => {
  it('reads documents in a row, and tolerates the trailing comma an abridged block leaves', () => {
    expect(parseJsonDocuments('{\n  "a": [1,\n  ]\n}\n"aws:kms"\n0')).toEqual([{ a: [1] }, 'aws:kms', 0]);
    expect(parseJsonDocuments('vpc-1\tTrue')).toBeUndefined();
  });
});

describe('compareOutput', () => {
  it('accepts output that differs only in IDs and times', () => {
    const page =
      '{\n  "VpcId": "vpc-0abc1234def567890",\n  "State": "available",\n  "Created": "2026-01-01T00:00:00Z"\n}';
    const run = '{"VpcId": "vpc-7f3a9c2b1d4e5f601", "State": "available", "Created": "2026-11-28T09:12:00Z"}';
    expect(compareOutput(page, run)).toEqual([]);
  });

  it('holds a page to the run for enum values, null and numbers', () => {
    expect(compareOutput('0', 'null')).toEqual([
      'the output: the page shows 0 (number), the run printed null (null)',
    ]);
    expect(compareOutput('{"State": "SUSPENDED"}', '{"State": "CLOSED"}')).toEqual([
      'State: the page shows "SUSPENDED", the run printed "CLOSED"',
    ]);
    expect(compareOutput('7', '9')).toEqual(['the output: the page shows 7, the run printed 9']);
  });

  it('requires the same keys and items unless the page abridges with a "..." line', () => {
    const run =
      '{"Vpcs": [{"VpcId": "vpc-11111111", "IsDefault": true}, {"VpcId": "vpc-22222222", "IsDefault": false}]}';
    expect(compareOutput('{"Vpcs": [{"VpcId": "vpc-11111111", "IsDefault": true}]}', run)).toEqual([
      'Vpcs: the page shows 1 items, the run printed 2',
    ]);
    expect(compareOutput('{\n"Vpcs": [\n{"VpcId": "vpc-11111111"},\n...\n]\n}', run)).toEqual([]);
    expect(compareOutput('{"Vpcs": [], "Extra": 1}', '{"Vpcs": []}')).toEqual([
      'Extra: the run printed no such key',
    ]);
  });

  it('compares text output line by line, in any order, with IDs by their form', () => {
    const run = 'vpc-0aaaaaaaaaaaaaaaa\t10.0.0.0/16\tFalse\nvpc-0bbbbbbbbbbbbbbbb\t172.31.0.0/16\tTrue\n';
    expect(
      compareOutput(
        'vpc-0123456789abcdef0\t172.31.0.0/16\tTrue\nvpc-0fedcba9876543210\t10.0.0.0/16\tFalse',
        run,
      ),
    ).toEqual([]);
    expect(compareOutput('vpc-0123456789abcdef0\t10.1.0.0/16\tFalse', run)).toEqual([
      'the page shows 1 lines, the run printed 2',
      'the run printed no line like "vpc-0123456789abcdef0\t10.1.0.0/16\tFalse"',
    ]);
  });
});

describe('compareOutput with a shortened line', () => {
  it('matches a text line that ends in "..." by its start', () => {
    const run =
      'An error occurred (AWSOrganizationsNotInUseException) when calling the DescribeOrganization operation: Your account is not a member of an organization.';
    expect(
      compareOutput(
        'An error occurred (AWSOrganizationsNotInUseException) when calling the DescribeOrganization operation: ...',
        run,
      ),
    ).toEqual([]);
    expect(compareOutput('An error occurred (AccessDenied) ...', run)).toHaveLength(1);
  });
});

describe('applyDeviations', () => {
  const deviation = {
    command: 'organizations list-accounts',
    field: 'State',
    emulator: 'SUSPENDED',
    aws: 'CLOSED',
    source: 'x',
  };
  it('maps the emulator value in JSON by field, and in text by word', () => {
    expect(applyDeviations('{"State": "SUSPENDED", "Status": "SUSPENDED"}', [deviation])).toBe(
      '{"State": "CLOSED", "Status": "SUSPENDED"}',
    );
    expect(applyDeviations('dev\t555555555555\tSUSPENDED', [deviation])).toBe('dev\t555555555555\tCLOSED');
  });
});
