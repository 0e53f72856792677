/**
 * Runs the docs' samples instead of reading them (npm run check:samples, part of npm test): Terraform
 * configurations through `terraform init` and `validate`, every `aws` command through the installed
 * CLI's parsers, the walkthroughs' checks against the moto AWS emulator, workflow files through
 * GitHub's parser, and Go blocks through gofmt. A kind whose tool is missing is skipped with a line naming what to install, and
 * fails the run when CI=true.
 *
 * Usage: tsx scripts/check-samples.ts [terraform|aws-cli|walkthroughs|workflows|go ...] [--only=<path prefix> ...]
 */
import { checkAwsCli } from './lib/samples/awsCli';
import { checkGoFormat } from './lib/samples/goFormat';
import { checkTerraform } from './lib/samples/terraform';
import { checkWalkthroughs } from './lib/samples/walkthroughs';
import { checkWorkflows } from './lib/samples/workflows';
import type { KindResult } from './lib/samples/report';
import { loadSampleSources, type SampleSource } from './lib/samples/sources';

const KINDS: Readonly<Record<string, (sources: readonly SampleSource[]) => Promise<KindResult>>> = {
  terraform: checkTerraform,
  'aws-cli': checkAwsCli,
  walkthroughs: checkWalkthroughs,
  workflows: checkWorkflows,
  go: checkGoFormat,
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => arg.startsWith('--only=')).map((arg) => arg.slice('--only='.length));
  const requested = args.filter((arg) => !arg.startsWith('--'));
  const unknown = requested.filter((name) => !(name in KINDS));
  if (unknown.length > 0) {
    console.error(`Unknown kind(s): ${unknown.join(', ')}. Kinds: ${Object.keys(KINDS).join(', ')}.`);
    process.exit(2);
  }
  const inCi = process.env.CI === 'true';
  const sources = (await loadSampleSources()).filter(
    (source) => only.length === 0 || only.some((prefix) => source.file.startsWith(prefix)),
  );
  let failed = false;
  for (const [name, check] of Object.entries(KINDS)) {
    if (requested.length > 0 && !requested.includes(name)) continue;
    const result = await check(sources);
    for (const problem of result.problems)
      console.error(`${problem.file}:${problem.line}: ${problem.message}`);
    if (result.missing) {
      console.log(`${result.kind}: skipped, install ${result.missing}${inCi ? ' (CI=true: failing)' : ''}`);
      failed ||= inCi;
    } else {
      console.log(`${result.kind}: ${result.summary}; ${result.problems.length} problem(s)`);
      failed ||= result.problems.length > 0;
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
