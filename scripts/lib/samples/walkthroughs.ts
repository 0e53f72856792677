import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentProblem } from '../../../src/lib/content/rules';
import { isWalkthroughStep } from '../../../src/lib/content/walkthroughSteps';
import { countReason, describeCounts, type ReasonCounts } from '../../../src/lib/samples/counts';
import {
  commandsWithOutputs,
  docBlocks,
  isShellBlock,
  outputCaption,
  type DocBlock,
} from '../../../src/lib/samples/outputBlocks';
import { applyDeviations, compareOutput, type EmulatorDeviation } from '../../../src/lib/samples/outputShape';
import { runnability } from '../../../src/lib/samples/runnable';
import { parseShellCommands, type ShellCommand } from '../../../src/lib/samples/shellCommands';
import { loadShellParser } from '../../../src/lib/samples/shellParser';
import {
  addFolder,
  addTitledFile,
  followCommands,
  newWorkspace,
  titledFilePath,
  type Workspace,
} from '../../../src/lib/samples/workingDirectory';
import { AwsCliHost, EmulatorHost } from './emulator';
import { runProcess } from './process';
import type { KindResult } from './report';
import { SITE_DIR, type SampleSource } from './sources';

const SEEDS_DIR = path.join(SITE_DIR, 'tests', 'samples', 'seeds');
const DEVIATIONS_FILE = path.join(SITE_DIR, 'tests', 'samples', 'emulator-deviations.json');
const AWS_CLI_V2_FILE = path.join(SITE_DIR, 'src', 'data', 'aws-cli-v2.json');
const SHIMS_DIR = path.join(import.meta.dirname, 'shims');
/** Guides checked at once, each against its own emulator. */
const WORKERS = 2;
/** The reader's commands in a Roll back section undo a step; the walkthrough goes on without them. */
const ROLL_BACK = 'Roll back';
/**
 * What the emulator answers for an operation it does not implement: an error naming it, a 404 page for a
 * REST API, or a 500 page (moto's server turns its NotImplementedError into one).
 */
const NOT_IMPLEMENTED =
  /has not been implemented|NotImplemented|not yet implemented|requested URL was not found on the server|An error occurred \(500\)|500 Internal Server Error/i;

/** What the emulator prints differently from AWS, and what it cannot print at all. */
interface EmulatorGaps {
  readonly deviations: readonly EmulatorDeviation[];
  readonly unproducible: readonly { readonly command: string }[];
  readonly v2Only: ReadonlySet<string>;
}

interface Guide {
  readonly name: string;
  readonly steps: readonly SampleSource[];
}

interface Counts {
  stepsRun: number;
  blocksRun: number;
  outputsMatched: number;
  exampleOnly: number;
  readonly skipped: ReasonCounts;
}

/** A block queued to run, with the folder it runs in and the output block that shows its result. */
interface QueuedBlock {
  readonly block: DocBlock;
  readonly cwd: string;
  readonly output?: DocBlock;
  readonly commands: readonly ShellCommand[];
}

function guidesOf(sources: readonly SampleSource[]): Guide[] {
  const guides = new Map<string, SampleSource[]>();
  for (const source of sources) {
    const relative = source.file.replace(/^docs\//, '');
    if (!isWalkthroughStep(relative)) continue;
    const name = path.basename(path.dirname(path.dirname(source.file)));
    guides.set(name, [...(guides.get(name) ?? []), source]);
  }
  return [...guides].map(([name, steps]) => ({
    name,
    steps: steps.sort((a, b) => a.file.localeCompare(b.file)),
  }));
}

/** Folders the seed created in the workspace, as the reader's repository would have them. */
async function seededFolders(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Where a titled file the reader saved lives in the scratch copy: in the workspace, or in the scratch home
 * for `~/...` (but not `~/.aws/`, which holds the emulator's profiles).
 */
function savedFileOf(
  title: string,
  workspace: Workspace,
  workspaceDir: string,
  home: string,
): string | undefined {
  if (title.startsWith('~/'))
    return title.startsWith('~/.aws/') || /\s/.test(title) ? undefined : path.join(home, title.slice(2));
  const file = titledFilePath(workspace, title);
  return file === undefined ? undefined : path.join(workspaceDir, file);
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The AWS CLI commands a block runs, as `service operation`. */
function awsCommandsOf(commands: readonly ShellCommand[]): string[] {
  return commands
    .filter((command) => command.name === 'aws')
    .map((command) =>
      command.args
        .map((word) => word.text)
        .filter((word) => !word.startsWith('-'))
        .slice(0, 2)
        .join(' '),
    );
}

/** The emulator and the AWS CLI host a walkthrough's commands run against. */
interface Hosts {
  readonly emulator: EmulatorHost;
  readonly cli: AwsCliHost;
}

interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the queued blocks of one page in one Bash session, so variables set by one reach the next. */
async function runPage(
  queue: readonly QueuedBlock[],
  env: Readonly<Record<string, string>>,
  workspace: string,
  scratch: string,
  hosts: Hosts,
): Promise<RunResult[]> {
  const dir = await mkdtemp(path.join(scratch, 'page-'));
  const script = [
    ...Object.entries(env).map(([name, value]) => `export ${name}=${shellQuote(value)}`),
    // Each block runs in a subshell, so its `set -e` or `exit` ends only the block; the variables and
    // functions it defines are handed on to the next block, as in the reader's terminal.
    ...queue.flatMap((entry, index) => {
      const file = (suffix: string) => shellQuote(`${dir}/${index}.${suffix}`);
      return [
        `cd ${shellQuote(path.join(workspace, entry.cwd))}`,
        '(',
        entry.block.code,
        `{ declare -p; declare -f; } >${file('vars')} 2>/dev/null`,
        `) >${file('out')} 2>${file('err')}`,
        `echo $? >${file('rc')}`,
        `source ${file('vars')} 2>/dev/null`,
      ];
    }),
  ].join('\n');
  const home = path.join(scratch, 'home');
  await runProcess('bash', ['-c', script], {
    timeoutMs: 180_000,
    env: {
      PATH: `${hosts.cli.binDir}:${SHIMS_DIR}:${process.env.PATH ?? ''}`,
      SAMPLE_AWS_SOCKET: hosts.cli.socket,
      SAMPLE_PYTHON: hosts.cli.python,
      HOME: home,
      LANG: 'C.UTF-8',
      AWS_ENDPOINT_URL: hosts.emulator.endpoint,
      AWS_DEFAULT_REGION: 'us-east-1',
      AWS_PAGER: '',
      AWS_CONFIG_FILE: path.join(home, '.aws', 'config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(home, '.aws', 'credentials'),
    },
  });
  const read = async (file: string) => (existsSync(file) ? readFile(file, 'utf8') : undefined);
  const results = await Promise.all(
    queue.map(async (_entry, index) => {
      const rc = await read(`${dir}/${index}.rc`);
      return {
        code: rc === undefined ? 124 : Number(rc.trim()),
        stdout: (await read(`${dir}/${index}.out`)) ?? '',
        stderr: (await read(`${dir}/${index}.err`)) ?? 'the session stopped before this block ran',
      };
    }),
  );
  await rm(dir, { recursive: true, force: true });
  return results;
}

/** Judges one run against the page: a failure, a match, or the differences. */
function judgeRun(
  step: SampleSource,
  entry: QueuedBlock,
  result: RunResult,
  gaps: EmulatorGaps,
  counts: Counts,
): ContentProblem[] {
  const where = { file: step.file, line: entry.block.fileLine };
  const caption = outputCaption(entry.output?.title);
  const failed = result.code !== 0 || /An error occurred \(/.test(result.stderr);
  // Checked whatever the exit code: a pipeline's last command can succeed on the failed call's empty output.
  if (NOT_IMPLEMENTED.test(result.stderr)) {
    countReason(counts.skipped, 'call an operation the emulator lacks');
    if (entry.output) counts.exampleOnly += 1;
    return caption === 'expected'
      ? [
          {
            ...where,
            message: 'the emulator cannot run this command, so its output must be captioned "Example output"',
          },
        ]
      : [];
  }
  counts.blocksRun += 1;
  // A page may show the error a command prints on purpose (what a reader sees before a setup step).
  const showsError = entry.output !== undefined && /An error occurred \(|^Error:/m.test(entry.output.code);
  if (failed && !showsError) {
    const reason = result.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${result.code}`;
    return [{ ...where, message: `failed against the emulator (a seed gap or a page error): ${reason}` }];
  }
  if (!entry.output) return [];
  const awsCommands = awsCommandsOf(entry.commands);
  const unproducible = gaps.unproducible.some((gap) => awsCommands.includes(gap.command));
  if (unproducible) {
    counts.exampleOnly += 1;
    return caption === 'expected'
      ? [
          {
            ...where,
            message:
              'the emulator cannot produce this output (tests/samples/emulator-deviations.json): caption it "Example output"',
          },
        ]
      : [];
  }
  const applicable = gaps.deviations.filter((deviation) => awsCommands.includes(deviation.command));
  const printed = showsError ? `${result.stdout}${result.stderr}` : result.stdout;
  const differences = compareOutput(entry.output.code, applyDeviations(printed, applicable));
  const at = { file: step.file, line: entry.output.fileLine };
  if (differences.length > 0) {
    return differences.map((difference) => ({
      ...at,
      message: `output differs from the run: ${difference}`,
    }));
  }
  counts.outputsMatched += 1;
  return caption === 'expected'
    ? []
    : [{ ...at, message: 'a run against the emulator printed this output: caption it "Expected output"' }];
}

async function checkGuide(
  guide: Guide,
  hosts: Hosts,
  scratch: string,
  gaps: EmulatorGaps,
  counts: Counts,
): Promise<ContentProblem[]> {
  const seed = path.join(SEEDS_DIR, `${guide.name}.py`);
  const firstStep = guide.steps[0]?.file ?? guide.name;
  if (!existsSync(seed)) {
    return [
      {
        file: firstStep,
        line: 1,
        message: `no seed script tests/samples/seeds/${guide.name}.py for this walkthrough`,
      },
    ];
  }
  const parser = await loadShellParser();
  const workspaceDir = path.join(scratch, `workspace-${guide.name}`);
  await mkdir(workspaceDir, { recursive: true });
  const host = hosts.emulator;
  await host.request({ op: 'reset' });
  const layout = await host.request({ op: 'profiles', seed, home: path.join(scratch, 'home') });
  const workspace: Workspace = newWorkspace(String(layout.start), String(layout.repo));
  const problems: ContentProblem[] = [];
  const env: Record<string, string> = {};
  for (const step of guide.steps) {
    const stepNumber = /\/(\d{2})-[^/]+$/.exec(step.file)?.[1] ?? '';
    const seeded = await host.request({ op: 'seed', seed, step: stepNumber, workspace: workspaceDir });
    Object.assign(env, seeded.env as Record<string, string>);
    for (const folder of await seededFolders(workspaceDir)) addFolder(workspace, folder);
    const blocks = docBlocks(step.body, step.bodyLineOffset);
    const outputs = new Map(commandsWithOutputs(blocks).map((pair) => [pair.command, pair.output]));
    const queue: QueuedBlock[] = [];
    for (const block of blocks) {
      if (block.title) {
        addTitledFile(workspace, block.title);
        // The reader saved this file; commands such as `--policy-document file://...` read it.
        const target = savedFileOf(block.title, workspace, workspaceDir, path.join(scratch, 'home'));
        if (target !== undefined && outputCaption(block.title) === undefined) {
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, `${block.code}\n`, { mode: isShellBlock(block) ? 0o755 : 0o644 });
        }
      }
      // A shell block with a file title is a script the reader saves, not commands to type.
      if (!isShellBlock(block) || savedFileOf(block.title ?? '', workspace, workspaceDir, '') !== undefined)
        continue;
      const { commands, errorLines } = parseShellCommands(parser, block.code);
      const output = outputs.get(block);
      const rollBack = block.section === ROLL_BACK;
      const cwd = workspace.cwd;
      if (!rollBack) {
        for (const problem of followCommands(workspace, commands)) {
          problems.push({
            file: step.file,
            line: block.fileLine + 1 + problem.line,
            message: problem.message,
          });
        }
      }
      const verdict = runnability(commands, errorLines.length, gaps.v2Only);
      const skip = rollBack ? 'undo a step (Roll back)' : verdict.runnable ? undefined : verdict.reason;
      if (skip === undefined && cwd !== undefined) {
        queue.push({ block, cwd, commands, ...(output ? { output } : {}) });
        continue;
      }
      countReason(counts.skipped, skip ?? 'start in a folder the check cannot follow');
      if (!output) continue;
      counts.exampleOnly += 1;
      if (outputCaption(output.title) === 'expected') {
        problems.push({
          file: step.file,
          line: output.fileLine,
          message: `captioned "Expected output", but the check cannot run its command (it would ${skip ?? 'start in an unknown folder'}): caption it "Example output"`,
        });
      }
    }
    if (queue.length === 0) continue;
    counts.stepsRun += 1;
    const repo = path.join(workspaceDir, workspace.repo);
    if (existsSync(repo) && !existsSync(path.join(repo, '.git')))
      await runProcess('git', ['init', '-q', repo]);
    const results = await runPage(queue, env, workspaceDir, scratch, hosts);
    queue.forEach((entry, index) => {
      const result = results[index];
      if (result) problems.push(...judgeRun(step, entry, result, gaps, counts));
    });
  }
  return problems;
}

/** The AWS CLI's names of the services the walkthroughs call, so the CLI host reads their models once. */
async function servicesCalled(guides: readonly Guide[]): Promise<string[]> {
  const parser = await loadShellParser();
  const services = new Set<string>();
  for (const step of guides.flatMap((guide) => guide.steps)) {
    for (const block of docBlocks(step.body, step.bodyLineOffset).filter(isShellBlock)) {
      const commands = parseShellCommands(parser, block.code).commands;
      for (const command of awsCommandsOf(commands))
        services.add(BOTOCORE_NAMES[command.split(' ')[0] ?? ''] ?? command.split(' ')[0] ?? '');
    }
  }
  return [...services].filter(Boolean).sort();
}

/** AWS CLI service commands whose botocore model has another name. */
const BOTOCORE_NAMES: Readonly<Record<string, string>> = { s3api: 's3', configservice: 'config' };

/** What a machine needs for this kind, or undefined when it has it. */
async function missingTools(): Promise<string | undefined> {
  const probe = await runProcess('python3', ['-c', 'import moto.server, boto3, awscli']);
  if (probe.code !== 0)
    return 'the moto AWS emulator with its server extras and the AWS CLI (pip install "moto[server]" awscli)';
  return undefined;
}

/** Runs every walkthrough step's runnable commands against moto, seeded step by step, and compares outputs. */
export async function checkWalkthroughs(sources: readonly SampleSource[]): Promise<KindResult> {
  const kind = 'Walkthroughs';
  const missing = await missingTools();
  if (missing) return { kind, summary: '', problems: [], missing };
  const emulatorData = JSON.parse(await readFile(DEVIATIONS_FILE, 'utf8')) as {
    deviations: EmulatorDeviation[];
    unproducible: { command: string }[];
  };
  const v2 = JSON.parse(await readFile(AWS_CLI_V2_FILE, 'utf8')) as { commands: Record<string, unknown> };
  const gaps: EmulatorGaps = {
    deviations: emulatorData.deviations,
    unproducible: emulatorData.unproducible,
    v2Only: new Set(Object.keys(v2.commands)),
  };
  const guides = guidesOf(sources);
  const scratch = await mkdtemp(path.join(tmpdir(), 'sample-walkthrough-'));
  const cli = await AwsCliHost.start(scratch, await servicesCalled(guides));
  const counts: Counts = { stepsRun: 0, blocksRun: 0, outputsMatched: 0, exampleOnly: 0, skipped: new Map() };
  const found = new Map<string, ContentProblem[]>();
  const queue = [...guides];
  // Guides share nothing, so each worker checks one at a time against an emulator of its own.
  const worker = async (index: number): Promise<void> => {
    const dir = path.join(scratch, `worker-${index}`);
    await mkdir(dir, { recursive: true });
    const emulator = await EmulatorHost.start();
    try {
      for (let guide = queue.shift(); guide; guide = queue.shift()) {
        found.set(guide.name, await checkGuide(guide, { emulator, cli }, dir, gaps, counts));
      }
    } finally {
      emulator.stop();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(WORKERS, guides.length) }, (_, index) => worker(index)));
  } finally {
    cli.stop();
    await rm(scratch, { recursive: true, force: true });
  }
  const problems = guides.flatMap((guide) => found.get(guide.name) ?? []);
  const steps = guides.reduce((sum, guide) => sum + guide.steps.length, 0);
  const skipped = [...counts.skipped.values()].reduce((sum, count) => sum + count, 0);
  return {
    kind,
    summary:
      `${counts.stepsRun} of ${steps} steps in ${guides.length} guides ran against the emulator: ` +
      `${counts.blocksRun} blocks run, ${counts.outputsMatched} outputs matched; ` +
      `${counts.exampleOnly} outputs example-only; ${skipped} blocks not run: ${describeCounts(counts.skipped)}`,
    problems,
  };
}
