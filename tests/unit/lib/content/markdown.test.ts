import { describe, expect, it } from 'vitest';
import { countProseWords, extractCodeBlocks, stripCodeBlocks } from '../../../../src/lib/content/markdown';

describe('extractCodeBlocks', () => {
  it('finds fenced blocks with their language and opening line', () => {
    const text = ['Intro', '', '```hcl {2}', 'a = 1', '```', '', '~~~bash', 'ls', '~~~'].join('\n');
    expect(extractCodeBlocks(text)).toEqual([
      { language: 'hcl', code: 'a = 1', line: 3 },
      { language: 'bash', code: 'ls', line: 7 },
    ]);
  });

  it('dedents blocks nested in JSX such as TabItem', () => {
    const text = [
      '<TabItem value="tf">',
      '  ```hcl',
      '  x = {',
      '    y = 2',
      '  }',
      '  ```',
      '</TabItem>',
    ].join('\n');
    expect(extractCodeBlocks(text)).toEqual([{ language: 'hcl', code: 'x = {\n  y = 2\n}', line: 2 }]);
  });

  it('keeps a longer fence open across shorter inner fences', () => {
    const text = ['````md', '```hcl', 'a = 1', '```', '````'].join('\n');
    const blocks = extractCodeBlocks(text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.language).toBe('md');
  });

  it('reads the title of the fence meta string, quoted or not', () => {
    const text = [
      '```hcl title="dev/vpc/terragrunt.hcl" {2}',
      'a = 1',
      '```',
      "```text title='Example output'",
      'x',
      '```',
      '```json title=policy.json',
      '{}',
      '```',
    ].join('\n');
    expect(extractCodeBlocks(text).map((block) => block.title)).toEqual([
      'dev/vpc/terragrunt.hcl',
      'Example output',
      'policy.json',
    ]);
  });

  it('returns a block without language as an empty language', () => {
    expect(extractCodeBlocks('```\nplain\n```')[0]?.language).toBe('');
  });
});

describe('stripCodeBlocks', () => {
  it('blanks code but keeps the line count', () => {
    const text = 'one\n```bash\nrm -rf /tmp/x\n```\ntwo';
    const stripped = stripCodeBlocks(text);
    expect(stripped.split('\n')).toHaveLength(5);
    expect(stripped).not.toContain('rm -rf');
  });
});

describe('countProseWords', () => {
  it('counts prose and ignores code, imports, JSX tags, link targets and heading ids', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      '',
      '## Pin a version {#pin-version}',
      '',
      'Read the [Terraform primer](../tool-fundamentals/terraform.md) first.',
      '',
      '<Tabs groupId="iac-tool">',
      '```hcl',
      'module "vpc" {}',
      '```',
      '</Tabs>',
    ].join('\n');
    expect(countProseWords(body)).toBe(8);
  });
});
