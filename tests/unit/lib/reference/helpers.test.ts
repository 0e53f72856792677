import { describe, expect, it } from 'vitest';
import { filterEntries, matchesQuery } from '../../../../src/lib/reference/filter';
import { exampleValue, firstSentence } from '../../../../src/lib/reference/sampleUsage';
import { parseServiceReadme, ServiceReadmeError } from '../../../../src/lib/reference/serviceReadme';
import { parseTypeExpression } from '../../../../src/lib/reference/typeExpression';
import { fixtureReadme } from './fixtures';

describe('matchesQuery', () => {
  it.each([
    ['num_nat_gateways How many NAT gateways', 'nat gateway', true],
    ['num_nat_gateways', 'NUM_NAT', true],
    ['num_nat_gateways', 'natgateways', true],
    ['flow_logs_kms_key_arn', 'kms arn', true],
    ['vpc_name Name of the VPC', 'subnet', false],
    ['anything', '   ', true],
  ])('"%s" against "%s" is %s', (text, query, expected) => {
    expect(matchesQuery(text, query)).toBe(expected);
  });

  it('keeps the order of the entries it returns', () => {
    const entries = [
      { id: 'input-b_tags', text: 'b_tags' },
      { id: 'input-a', text: 'a' },
      { id: 'input-c_tags', text: 'c_tags' },
    ];
    expect(filterEntries(entries, 'tags')).toEqual(['input-b_tags', 'input-c_tags']);
  });
});

describe('firstSentence', () => {
  it.each([
    ['The CIDR block, e.g. `10.0.0.0/16`. More text.', 'The CIDR block, e.g. `10.0.0.0/16`.'],
    ['No period at all', 'No period at all'],
    ['Version 1.2 is fine. Then more.', 'Version 1.2 is fine.'],
  ])('takes the first sentence of "%s"', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});

describe('exampleValue', () => {
  it.each([
    ['string', 'vpc_cidr_block', '10.0.0.0/16'],
    ['string', 'aws_region', 'us-east-1'],
    ['number', 'http_port', 443],
    ['bool', 'enabled', true],
    ['list(string)', 'subnet_ids', ['subnet-0123456789abcdef0']],
    ['map(number)', 'weights', { example: 1 }],
    ['object({ name = string, size = optional(number, 1) })', 'settings', { name: 'example' }],
  ])('gives a %s named %s a realistic placeholder', (type, name, expected) => {
    expect(exampleValue(parseTypeExpression(type), name)).toEqual(expected);
  });
});

describe('parseServiceReadme', () => {
  it('reads the front matter and the six sections', () => {
    const readme = parseServiceReadme(fixtureReadme('complex'), 'complex/README.md');
    expect(readme.meta).toEqual({
      title: 'Complex Service',
      sidebarLabel: 'Complex',
      description: 'A fixture service that exercises every input shape.',
      category: 'networking',
      tags: ['vpc'],
      repo: 'terraform-aws-service-catalog',
      modulePath: 'modules/fixtures/complex',
      kind: 'module',
    });
    expect(readme.sections['How to upgrade']).toBe('Bump the fixture.');
  });

  it('reads a scripts service and rejects an unknown kind', () => {
    const withKind = (kind: string) =>
      fixtureReadme('complex').replace(
        'module_path: modules/fixtures/complex',
        `module_path: x\nkind: ${kind}`,
      );
    expect(parseServiceReadme(withKind('scripts'), 'x/README.md').meta.kind).toBe('scripts');
    expect(() => parseServiceReadme(withKind('lambda'), 'x/README.md')).toThrow(
      new ServiceReadmeError('x/README.md: front matter "kind" must be one of module, scripts, got "lambda"'),
    );
  });

  it('names the file and the missing section', () => {
    const broken = fixtureReadme('complex').replace(/## How to manage[\s\S]*?(?=## How to upgrade)/, '');
    expect(() => parseServiceReadme(broken, 'x/README.md')).toThrow(
      new ServiceReadmeError('x/README.md: missing or empty section(s): "## How to manage"'),
    );
  });

  it('names a missing front matter field', () => {
    const broken = fixtureReadme('complex').replace(/^repo: .*$/m, '');
    expect(() => parseServiceReadme(broken, 'x/README.md')).toThrow(
      'x/README.md: front matter needs a non-empty "repo"',
    );
  });
});

describe('parseServiceReadme with malformed YAML', () => {
  it('names the file and suggests quoting', () => {
    const broken = fixtureReadme('complex').replace(
      /^description: .*$/m,
      'description: Baseline: CloudTrail: on',
    );
    expect(() => parseServiceReadme(broken, 'y/README.md')).toThrow(
      /^y\/README\.md: front matter is not valid YAML/,
    );
  });
});
