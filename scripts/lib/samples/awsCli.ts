import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractCodeBlocks } from '../../../src/lib/content/markdown';
import type { ContentProblem } from '../../../src/lib/content/rules';
import { awsInvocations, SHELL_LANGUAGES, type AwsInvocation } from '../../../src/lib/samples/awsInvocations';
import { checkV2Command, readAwsCliV2, type AwsCliV2 } from '../../../src/lib/samples/awsCliV2';
import { parseShellCommands } from '../../../src/lib/samples/shellCommands';
import { loadShellParser } from '../../../src/lib/samples/shellParser';
import { runProcess } from './process';
import type { KindResult } from './report';
import { SITE_DIR, type SampleSource } from './sources';

const HELPER = path.join(import.meta.dirname, 'awscli_parse.py');
const V2_FILE = path.join(SITE_DIR, 'src', 'data', 'aws-cli-v2.json');

interface ParseResult {
  readonly id: string;
  readonly error: string | null;
  readonly command: string | null;
}

/** The installed AWS CLI and botocore versions, or undefined when Python cannot import them. */
export async function awsCliVersion(): Promise<string | undefined> {
  const probe = await runProcess('python3', [
    '-c',
    'import awscli, botocore; print(awscli.__version__, botocore.__version__)',
  ]);
  if (probe.code !== 0) return undefined;
  const [cli, botocore] = probe.stdout.trim().split(' ');
  return `AWS CLI ${cli ?? '?'}, botocore ${botocore ?? '?'}`;
}

/** Every `aws` command in the shell blocks of the docs and the catalog READMEs. */
export async function collectAwsInvocations(sources: readonly SampleSource[]): Promise<AwsInvocation[]> {
  const parser = await loadShellParser();
  return sources.flatMap((source) =>
    extractCodeBlocks(source.body)
      .filter((block) => SHELL_LANGUAGES.includes(block.language))
      .flatMap((block) => {
        const blockLine = source.bodyLineOffset + block.line;
        return awsInvocations(source.file, blockLine, parseShellCommands(parser, block.code).commands);
      }),
  );
}

async function parseWithCli(invocations: readonly AwsInvocation[], v2: AwsCliV2): Promise<ParseResult[]> {
  const request = {
    settings: {
      globalOptions: Object.fromEntries(
        v2.v2OnlyGlobalOptions.map((name) => [name, v2.globalOptions[name] ?? false]),
      ),
      outputFormats: v2.outputFormats,
    },
    invocations: invocations.map((invocation, index) => ({
      id: String(index),
      argv: invocation.argv,
      queryIsLiteral: invocation.queryIsLiteral,
    })),
  };
  const result = await runProcess('python3', [HELPER], { input: JSON.stringify(request) });
  if (result.code !== 0) throw new Error(`the AWS CLI parser helper failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as ParseResult[];
}

/** Parses every `aws` invocation with the installed CLI's parsers, and v2-only commands against their list. */
export async function checkAwsCli(sources: readonly SampleSource[]): Promise<KindResult> {
  const kind = 'AWS CLI';
  const version = await awsCliVersion();
  if (!version) {
    return {
      kind,
      summary: '',
      problems: [],
      missing: 'the AWS CLI for Python 3 (Debian: apt-get install awscli; or pip install awscli)',
    };
  }
  const v2 = readAwsCliV2(JSON.parse(await readFile(V2_FILE, 'utf8')));
  const invocations = await collectAwsInvocations(sources);
  const problems: ContentProblem[] = [];
  const forCli: AwsInvocation[] = [];
  let v2Only = 0;
  for (const invocation of invocations) {
    const v2Check = checkV2Command(v2, invocation.argv);
    if (v2Check === undefined) {
      forCli.push(invocation);
      continue;
    }
    v2Only += 1;
    if (v2Check.error)
      problems.push({ file: invocation.file, line: invocation.fileLine, message: v2Check.error });
  }
  const results = await parseWithCli(forCli, v2);
  results.forEach((result, index) => {
    const invocation = forCli[index];
    if (invocation && result.error) {
      problems.push({ file: invocation.file, line: invocation.fileLine, message: result.error });
    }
  });
  const files = new Set(invocations.map((invocation) => invocation.file)).size;
  return {
    kind,
    summary: `${invocations.length} invocations in ${files} files parsed with ${version} (${v2Only} v2-only commands checked against src/data/aws-cli-v2.json)`,
    problems,
  };
}
