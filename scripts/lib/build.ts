import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sampleProcessTreeRss } from './processMemory';

export interface BuildRun {
  readonly seconds: number;
  /** Peak resident memory of the processes `npm run build` started (npm itself left out). */
  readonly peakRssMb: number;
}

export interface BuildOptions {
  readonly outDir: string;
  /** Remove the caches a warm build would reuse, and the output, first. */
  readonly cold?: boolean;
  readonly env?: Readonly<Record<string, string>>;
}

const RSS_SAMPLE_MS = 250;

/**
 * Runs `npm run build` in root (so with the options package.json gives the build), timing it and
 * sampling the memory of the processes it starts; npm's own ~60 MB is not the build's.
 */
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
  const child = spawn('npm', ['run', '--silent', 'build', '--', '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, sampleProcessTreeRss(child.pid, { withRoot: false }));
  }, RSS_SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`npm run build exited with ${String(code)}`);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peak / 1024 / 1024 };
}
