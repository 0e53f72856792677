import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from './samples/process';
import { buildSite } from './build';

/**
 * The build of a baseline commit for the bench: a Git worktree under reports/baseline/, installed and
 * built once and reused by later runs. A shallow clone may lack the commit; the error says how to get it.
 */
export async function prepareBaselineBuild(root: string, commit: string): Promise<string> {
  const known = await runProcess('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
    cwd: root,
  });
  if (known.code !== 0) {
    throw new Error(
      `the baseline commit ${commit} is not in this clone: fetch it (git fetch --unshallow) or pass --no-baseline`,
    );
  }
  const dir = path.join(root, 'reports', 'baseline', commit.slice(0, 12));
  const outDir = path.join(dir, 'build');
  const done = path.join(dir, '.bench-build-done');
  if (!existsSync(dir)) {
    await mkdir(path.dirname(dir), { recursive: true });
    const added = await runProcess('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root });
    if (added.code !== 0) throw new Error(`git worktree add failed:\n${added.stderr}`);
  }
  if (!existsSync(done)) {
    console.log(`Installing and building the baseline ${commit.slice(0, 7)} in ${path.relative(root, dir)}`);
    const install = await runProcess('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir });
    if (install.code !== 0) throw new Error(`npm install of the baseline failed:\n${install.stderr}`);
    await buildSite(dir, { outDir, cold: true });
    await writeFile(done, `${new Date().toISOString()}\n`);
  }
  return outDir;
}
