import { beforeAll, describe, expect, it } from 'vitest';
import { parseShellCommands } from '../../../../src/lib/samples/shellCommands';
import { loadShellParser, type ShellParser } from '../../../../src/lib/samples/shellParser';
import {
  addTitledFile,
  followCommands,
  newWorkspace,
  titledFilePath,
} from '../../../../src/lib/samples/workingDirectory';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParser();
});

const follow = (workspace: ReturnType<typeof newWorkspace>, source: string) =>
  followCommands(workspace, parseShellCommands(parser, source).commands);

describe('followCommands', () => {
  it('follows mkdir, git init and cd from step to step', () => {
    const workspace = newWorkspace('', 'infrastructure-live');
    expect(follow(workspace, 'mkdir -p infrastructure-live/dev\ncd infrastructure-live\ngit init')).toEqual(
      [],
    );
    expect(workspace.cwd).toBe('infrastructure-live');
    expect(follow(workspace, 'cd dev')).toEqual([]);
    expect(workspace.cwd).toBe('infrastructure-live/dev');
  });

  it('reports a cd the previous commands make fail, and leaves the reader where they were', () => {
    const workspace = newWorkspace('infrastructure-live/dev', 'infrastructure-live');
    const problems = follow(workspace, 'echo hi\ncd infrastructure-live/dev');
    expect(problems).toEqual([
      {
        line: 1,
        message:
          'cd infrastructure-live/dev fails here: the commands before it leave the reader in infrastructure-live/dev, which has no such folder',
      },
    ]);
    expect(workspace.cwd).toBe('infrastructure-live/dev');
  });

  it('resolves the repository root from anywhere inside it, and cd - returns', () => {
    const workspace = newWorkspace('infrastructure-live/dev', 'infrastructure-live');
    addTitledFile(workspace, 'prod/us-east-1/vpc/terragrunt.hcl');
    expect(follow(workspace, 'cd "$(git rev-parse --show-toplevel)/prod/us-east-1/vpc"')).toEqual([]);
    expect(workspace.cwd).toBe('infrastructure-live/prod/us-east-1/vpc');
    expect(follow(workspace, 'mkdir -p /tmp/scratch && cd /tmp/scratch\ncd -')).toEqual([]);
    expect(workspace.cwd).toBe('infrastructure-live/prod/us-east-1/vpc');
  });

  it('ignores a cd in a subshell and stops following after a cd it cannot resolve', () => {
    const workspace = newWorkspace('infrastructure-live', 'infrastructure-live');
    expect(follow(workspace, '( cd nowhere && ls )')).toEqual([]);
    expect(workspace.cwd).toBe('infrastructure-live');
    expect(follow(workspace, 'cd "$UNIT_DIR"\ncd anything')).toEqual([]);
    expect(workspace.cwd).toBeUndefined();
  });
});

describe('titledFilePath', () => {
  const workspace = newWorkspace('', 'infrastructure-live');
  it.each([
    ['infrastructure-live/dev/account.hcl', 'infrastructure-live/dev/account.hcl'],
    ['dev/us-east-1/vpc/terragrunt.hcl', 'infrastructure-live/dev/us-east-1/vpc/terragrunt.hcl'],
    ['main.tf', undefined],
    ['dev/common.hcl (excerpt)', undefined],
    ['Trust policy of the prod role', undefined],
    ['~/.aws/config', undefined],
    ['/etc/hosts', undefined],
  ])('%s -> %s', (title, file) => {
    expect(titledFilePath(workspace, title)).toBe(file);
  });
});
