import { beforeAll, describe, expect, it } from 'vitest';
import { parseShellCommands } from '../../../../src/lib/samples/shellCommands';
import { loadShellParser, type ShellParser } from '../../../../src/lib/samples/shellParser';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParser();
});

const names = (source: string) => parseShellCommands(parser, source).commands.map((command) => command.name);

describe('parseShellCommands', () => {
  it('finds commands in pipelines, loops, lists and command substitutions, in order', () => {
    const source = [
      "VPC=$(terragrunt output -raw vpc_id | tr -d '\"')",
      'for region in us-east-1 eu-west-1; do',
      '  aws ec2 describe-vpcs --region "$region" && echo done',
      'done',
    ].join('\n');
    expect(names(source)).toEqual(['terragrunt', 'tr', 'aws', 'echo']);
  });

  it('unwraps aws-vault exec, keeping the profile', () => {
    const [command] = parseShellCommands(
      parser,
      'aws-vault exec acme-dev --no-session -- aws sts get-caller-identity',
    ).commands;
    expect(command).toMatchObject({ name: 'aws', profile: 'acme-dev' });
    expect(command?.args.map((word) => word.text)).toEqual(['sts', 'get-caller-identity']);
  });

  it('decodes quoted words and marks expansions as known only at run time', () => {
    const [command] = parseShellCommands(
      parser,
      `aws ec2 describe-vpcs --query 'Vpcs[?IsDefault].VpcId' --filters "Name=tag:Name,Values=dev" --region "$R"`,
    ).commands;
    expect(command?.args).toEqual([
      { text: 'ec2', literal: true },
      { text: 'describe-vpcs', literal: true },
      { text: '--query', literal: true },
      { text: 'Vpcs[?IsDefault].VpcId', literal: true },
      { text: '--filters', literal: true },
      { text: 'Name=tag:Name,Values=dev', literal: true },
      { text: '--region', literal: true },
      { text: '"$R"', literal: false },
    ]);
  });

  it('joins continued lines and reports the line each command starts on', () => {
    const { commands } = parseShellCommands(parser, 'echo one\naws s3api list-buckets \\\n  --query Buckets');
    expect(commands.map((command) => [command.name, command.line])).toEqual([
      ['echo', 0],
      ['aws', 1],
    ]);
    expect(commands[1]?.args.map((word) => word.text)).toEqual([
      's3api',
      'list-buckets',
      '--query',
      'Buckets',
    ]);
  });

  it('does not read a heredoc body as commands', () => {
    expect(names('cat > policy.json <<EOF\naws not a command\nEOF\n')).toEqual(['cat']);
  });

  it('marks commands in subshells and substitutions', () => {
    const { commands } = parseShellCommands(parser, '( cd dev && ls )\nX=$(pwd)');
    expect(commands.map((command) => [command.name, command.inSubshell, command.substituted])).toEqual([
      ['cd', true, false],
      ['ls', true, false],
      ['pwd', false, true],
    ]);
  });

  it('reports lines that are not Bash', () => {
    expect(parseShellCommands(parser, 'echo ok\nif then fi )(').errorLines.length).toBeGreaterThan(0);
  });
});
