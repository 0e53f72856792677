import { beforeAll, describe, expect, it } from 'vitest';
import { runnability } from '../../../../src/lib/samples/runnable';
import { parseShellCommands } from '../../../../src/lib/samples/shellCommands';
import { loadShellParser, type ShellParser } from '../../../../src/lib/samples/shellParser';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParser();
});

const verdict = (source: string) => {
  const { commands, errorLines } = parseShellCommands(parser, source);
  return runnability(commands, errorLines.length);
};

describe('runnability', () => {
  it.each([
    'aws-vault exec acme-dev -- aws ec2 describe-vpcs --query "Vpcs[].VpcId" --output text | tr "\\t" "\\n" | sort',
    'VPC=$(aws-vault exec acme-dev -- terragrunt output -raw vpc_id)\necho "$VPC"',
    'cd "$(git rev-parse --show-toplevel)/dev" && ls',
  ])('runs %s', (source) => {
    expect(verdict(source)).toEqual({ runnable: true });
  });

  it.each([
    ['aws-vault exec acme-dev -- terragrunt apply', 'needs Terragrunt to plan or apply'],
    ['kubectl get nodes', 'needs kubectl'],
    ['aws ssm start-session --target i-0123456789abcdef0', 'waits on aws ssm start-session'],
    ['aws logs tail /aws/x --follow', 'follows a log stream'],
    ['', 'runs no command'],
  ])('does not run %s', (source, reason) => {
    expect(verdict(source)).toEqual({ runnable: false, reason });
  });
});
