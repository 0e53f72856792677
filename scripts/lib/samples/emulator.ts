import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';

const HOST_SCRIPT = path.join(import.meta.dirname, 'emulator_host.py');

interface Reply {
  readonly ok: boolean;
  readonly error?: string;
  readonly [key: string]: unknown;
}

/** The moto emulator, in server mode on 127.0.0.1, with the guides' seed scripts run inside its process. */
export class EmulatorHost {
  private readonly replies: AsyncIterator<string>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    lines: Interface,
    readonly endpoint: string,
  ) {
    this.replies = lines[Symbol.asyncIterator]();
  }

  /** Starts the host and waits until moto listens. */
  static async start(): Promise<EmulatorHost> {
    const child = spawn('python3', [HOST_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines = createInterface({ input: child.stdout });
    const first = await lines[Symbol.asyncIterator]().next();
    if (first.done) throw new Error(`the moto emulator did not start:\n${stderr}`);
    const { endpoint } = JSON.parse(first.value) as { endpoint: string };
    return new EmulatorHost(child, lines, endpoint);
  }

  /** Sends one request and returns its reply; a failed request throws with the host's traceback. */
  async request(request: Record<string, string>): Promise<Reply> {
    this.child.stdin.write(`${JSON.stringify(request)}\n`);
    const line = await this.replies.next();
    if (line.done) throw new Error('the moto emulator host stopped');
    const reply = JSON.parse(line.value) as Reply;
    if (!reply.ok) throw new Error(`the emulator host failed on ${request.op ?? '?'}:\n${reply.error ?? ''}`);
    return reply;
  }

  stop(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

const CLI_HOST_SCRIPT = path.join(import.meta.dirname, 'awscli_host.py');
const CLI_SHIM = path.join(import.meta.dirname, 'shims', 'aws.py');

/**
 * The warm AWS CLI host (awscli_host.py) and the `aws` stand-in that hands commands to it, installed in
 * `binDir` behind a shebang that names the interpreter directly: a version manager's `python3` wrapper
 * would add a third of a second to every command.
 */
export class AwsCliHost {
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly socket: string,
    readonly python: string,
    readonly binDir: string,
  ) {}

  static async start(scratch: string, services: readonly string[]): Promise<AwsCliHost> {
    const probe = spawn('python3', ['-c', 'import sys; print(sys.executable)']);
    let python = '';
    probe.stdout.on('data', (chunk: Buffer) => (python += chunk.toString()));
    await new Promise((resolve) => probe.on('close', resolve));
    python = python.trim();
    const binDir = path.join(scratch, 'bin');
    await mkdir(binDir, { recursive: true });
    await writeFile(path.join(binDir, 'aws'), `#!${python} -S\n${await readFile(CLI_SHIM, 'utf8')}`, {
      mode: 0o755,
    });
    const socket = path.join(scratch, 'aws.sock');
    const child = spawn(python, [CLI_HOST_SCRIPT, socket, services.join(',')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ready = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next();
    if (ready.done) throw new Error(`the AWS CLI host did not start:\n${stderr}`);
    return new AwsCliHost(child, socket, python, binDir);
  }

  stop(): void {
    this.child.kill();
  }
}
