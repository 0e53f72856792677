/**
 * Follows the reader's working directory through a walkthrough, step after step: each step starts where
 * the previous one left the shell. A `cd` into a folder that does not exist from there is an error a
 * reader meets, even when the next commands happen to run in the right place.
 */
import type { ShellCommand } from './shellCommands';

export interface Workspace {
  /** Folders that exist, relative to the workspace root. */
  readonly folders: Set<string>;
  /** The live repository's folder, relative to the workspace root (`infrastructure-live`). */
  readonly repo: string;
  /** The reader's folder relative to the root (`''` is the root), or undefined once a `cd` leaves the map. */
  cwd: string | undefined;
  /** The folder `cd -` returns to. */
  previous: string | undefined;
}

/** A workspace whose walkthrough starts in `start` and keeps its files in the repository folder `repo`. */
export function newWorkspace(start: string, repo: string): Workspace {
  const workspace: Workspace = { folders: new Set(['']), repo, cwd: start, previous: undefined };
  addFolder(workspace, start);
  return workspace;
}

/**
 * Where in the workspace a file named by a code block's title lives: `infrastructure-live/dev/vpc/x.hcl`
 * is read from the workspace root, `dev/vpc/x.hcl` from the repository's. Undefined for a title that is
 * not a path (`main.tf`, `Trust policy`), marks an excerpt, or names a file outside the workspace
 * (`~/.aws/config`).
 */
export function titledFilePath(workspace: Workspace, title: string): string | undefined {
  if (!title.includes('/') || /\(.*\)\s*$/.test(title) || /\s/.test(title) || /^[/~]/.test(title))
    return undefined;
  return normalize(title.startsWith(`${workspace.repo}/`) ? title : `${workspace.repo}/${title}`);
}

/** Adds the folder of a file a code block's title names. */
export function addTitledFile(workspace: Workspace, title: string): void {
  const clean = title.replace(/\s*\(.*\)\s*$/, '');
  const file = titledFilePath(workspace, clean);
  if (file !== undefined && file.includes('/')) addFolder(workspace, file.slice(0, file.lastIndexOf('/')));
}

/** Resolves `.` and `..`; a path outside the workspace keeps its `/` or `~/` root. */
function normalize(path: string): string | undefined {
  const root = path.startsWith('/') ? '/' : path === '~' || path.startsWith('~/') ? '~/' : '';
  const parts: string[] = [];
  for (const part of path.slice(root === '~/' ? 1 : 0).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return root + parts.join('/');
}

/** Adds a folder and its parents. */
export function addFolder(workspace: Workspace, folder: string): void {
  const normal = normalize(folder);
  if (normal === undefined) return;
  const root = /^[/~]/.test(normal) ? normal.slice(0, normal.indexOf('/') + 1) : '';
  const parts = normal.slice(root.length).split('/');
  for (let index = 1; index <= parts.length; index += 1) {
    workspace.folders.add(root + parts.slice(0, index).join('/'));
  }
}

const join = (cwd: string, path: string): string | undefined =>
  normalize(cwd === '' || /^[/~]/.test(path) ? path : `${cwd}/${path}`);

/** The folder a `git clone <url> [dir]` creates. */
function cloneTarget(words: readonly string[]): string | undefined {
  const positional = words.slice(1).filter((word) => !word.startsWith('-'));
  const [url, dir] = positional;
  if (dir) return dir;
  return url
    ?.replace(/\/+$/, '')
    .split(/[/:]/)
    .at(-1)
    ?.replace(/\.git$/, '');
}

/** Moves the workspace through one block's commands; returns a message for each `cd` that would fail. */
export function followCommands(
  workspace: Workspace,
  commands: readonly ShellCommand[],
): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  for (const command of commands) {
    if (command.substituted) continue;
    const words = command.args.map((word) => word.text);
    const here = workspace.cwd;
    if (command.name === 'mkdir' && here !== undefined) {
      for (const word of command.args) {
        if (word.literal && !word.text.startsWith('-')) {
          const folder = join(here, word.text);
          if (folder !== undefined) addFolder(workspace, folder);
        }
      }
    } else if (
      command.name === 'git' &&
      (words[0] === 'clone' || words[0] === 'init') &&
      here !== undefined
    ) {
      const target =
        words[0] === 'clone' ? cloneTarget(words) : words.slice(1).find((word) => !word.startsWith('-'));
      const folder = target === undefined ? undefined : join(here, target);
      if (folder !== undefined) addFolder(workspace, folder);
    } else if (command.name === 'cd' && !command.inSubshell) {
      const target = command.args[0];
      const fromRepo = target && /^"?\$\(git rev-parse --show-toplevel\)(\/[^"]*)?"?$/.exec(target.text);
      if (target?.text === '-') {
        [workspace.cwd, workspace.previous] = [workspace.previous, here];
        continue;
      }
      if (!target || (!fromRepo && !target.literal)) {
        workspace.previous = here;
        workspace.cwd = undefined;
        continue;
      }
      if (here === undefined && !fromRepo) continue;
      const next = fromRepo
        ? join(workspace.repo, (fromRepo[1] ?? '').slice(1))
        : join(here ?? '', target.text);
      if (next === undefined || !workspace.folders.has(next)) {
        const where = here === '' || here === undefined ? 'the folder the walkthrough starts in' : here;
        problems.push({
          line: command.line,
          message: `cd ${target.text} fails here: the commands before it leave the reader in ${where}, which has no such folder`,
        });
        continue;
      }
      workspace.previous = here;
      workspace.cwd = next;
    }
  }
  return problems;
}
