import { spawn } from 'node:child_process';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** Serves a built site with `docusaurus serve` on a free-by-convention port until close(). */
export async function startStaticServer(buildDir: string, port = 4174): Promise<RunningServer> {
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--no-open'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/`, 30_000);
  return {
    url,
    close: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
    },
  };
}
