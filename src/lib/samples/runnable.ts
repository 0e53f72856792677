/**
 * Which shell blocks of a walkthrough the emulator checks can run: AWS CLI calls (as an aws-vault
 * profile), `terragrunt output` (from what the guide's seed recorded), and the text tools around them.
 * Anything else needs a real cluster, repository or network, so its block is not run.
 */
import type { ShellCommand } from './shellCommands';

/** Local programs that only shape text or move around the workspace. */
const LOCAL_TOOLS = new Set([
  ':',
  'awk',
  'base64',
  'basename',
  'break',
  'cat',
  'cd',
  'chmod',
  'column',
  'continue',
  'cp',
  'cut',
  'date',
  'dirname',
  'echo',
  'export',
  'false',
  'find',
  'grep',
  'head',
  'jq',
  'ls',
  'mkdir',
  'printf',
  'pwd',
  'read',
  'rm',
  'sed',
  'seq',
  'set',
  'sleep',
  'sort',
  'tail',
  'test',
  'tr',
  'true',
  'uniq',
  'wc',
  'xargs',
  '[',
]);

/** AWS CLI commands that wait for a person or a stream, so a check cannot run them to an end. */
const INTERACTIVE_AWS = new Set([
  'ssm start-session',
  'ecs execute-command',
  'sso login',
  'configure sso',
  'configure',
  'logs start-live-tail',
]);

export type Runnability = { readonly runnable: true } | { readonly runnable: false; readonly reason: string };

/**
 * Whether every command of a block can run against the emulator, and if not, the first reason why not.
 * `v2Only` names the AWS CLI commands only version 2 has (`logs tail`): the checks run version 1.
 */
export function runnability(
  commands: readonly ShellCommand[],
  parseErrors: number,
  v2Only: ReadonlySet<string> = new Set(),
): Runnability {
  if (parseErrors > 0) return { runnable: false, reason: 'is not valid Bash' };
  if (commands.length === 0) return { runnable: false, reason: 'runs no command' };
  for (const command of commands) {
    const words = command.args.map((word) => word.text);
    if (command.name === 'aws') {
      const operation = words
        .filter((word) => !word.startsWith('-'))
        .slice(0, 2)
        .join(' ');
      if (INTERACTIVE_AWS.has(operation) || INTERACTIVE_AWS.has(words[0] ?? '')) {
        return { runnable: false, reason: `waits on aws ${operation}` };
      }
      if (operation === 'logs tail' && words.includes('--follow')) {
        return { runnable: false, reason: 'follows a log stream' };
      }
      if (v2Only.has(operation)) return { runnable: false, reason: 'needs AWS CLI v2' };
      continue;
    }
    // The runner makes the repository a Git work tree, so a step can find its root.
    if (command.name === 'git' && words[0] === 'rev-parse') continue;
    if (command.name === 'terragrunt') {
      if (words.find((word) => !word.startsWith('-')) === 'output') continue;
      return { runnable: false, reason: 'needs Terragrunt to plan or apply' };
    }
    if (!LOCAL_TOOLS.has(command.name)) return { runnable: false, reason: `needs ${command.name}` };
  }
  return { runnable: true };
}
