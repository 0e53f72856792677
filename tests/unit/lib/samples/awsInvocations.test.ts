import { beforeAll, describe, expect, it } from 'vitest';
import { awsInvocations } from '../../../../src/lib/samples/awsInvocations';
import { parseShellCommands } from '../../../../src/lib/samples/shellCommands';
import { loadShellParser, type ShellParser } from '../../../../src/lib/samples/shellParser';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParser();
});

describe('awsInvocations', () => {
  it('lists the aws commands of a block with their file lines and words', () => {
    const code = 'echo start\naws-vault exec dev -- aws s3api list-buckets \\\n  --query "Buckets[].Name"';
    expect(awsInvocations('docs/x.md', 10, parseShellCommands(parser, code).commands)).toEqual([
      {
        file: 'docs/x.md',
        fileLine: 12,
        argv: ['s3api', 'list-buckets', '--query', 'Buckets[].Name'],
        queryIsLiteral: true,
      },
    ]);
  });

  it('marks a query that only exists at run time', () => {
    const [invocation] = awsInvocations(
      'f',
      1,
      parseShellCommands(parser, 'aws ec2 describe-vpcs --query "$Q"').commands,
    );
    expect(invocation?.queryIsLiteral).toBe(false);
  });
});
