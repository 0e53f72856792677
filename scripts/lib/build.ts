import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sampleProcessTreeRss } from './processMemory';

export interface BuildRun {
  readonly seconds: number;
  /** Peak resident memory of the build and every process it started. */
  readonly peakRssMb: number;
}

export interface BuildOptions {
  readonly outDir: string;
  /** Remove the caches a warm build would reuse, and the output, first. */
  readonly cold?: boolean;
  readonly env?: Readonly<Record<string, string>>;
}

const RSS_SAMPLE_MS = 250;

/** Runs `docusaurus build` in root, timing it and sampling the memory of its process tree. */
export async function buildSite(
  root: string,
  { outDir, cold = false, env = {} }: BuildOptions,
): Promise<BuildRun> {
  if (cold) {
    for (const dir of [path.join(root, '.docusaurus'), path.join(root, 'node_modules', '.cache'), outDir]) {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const started = performance.now();
  // The CLI itself, not through npx: the launcher's own ~60 MB is not the build's memory.
  const cli = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const child = spawn(process.execPath, [cli, 'build', '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, sampleProcessTreeRss(child.pid));
  }, RSS_SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus build exited with ${String(code)}`);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024 };
}
