import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { parseHclBlocks } from '../../../src/lib/content/hclBlocks';
import { isHistorical } from '../../../src/lib/content/historicalPages';
import { extractCodeBlocks } from '../../../src/lib/content/markdown';
import type { ContentProblem } from '../../../src/lib/content/rules';
import { countReason, describeCounts, type ReasonCounts } from '../../../src/lib/samples/counts';
import { providersOf } from '../../../src/lib/samples/terraformProviders';
import { terraformConfigs, type TerraformConfig } from '../../../src/lib/samples/terraformConfigs';
import { satisfies } from '../../../src/lib/samples/versionConstraint';
import { parseHcl } from '../../../src/lib/hcl/parser';
import { runProcess } from './process';
import type { KindResult } from './report';
import type { SampleSource } from './sources';

/** Where machines keep a filesystem mirror of providers, besides one a CLI config file names. */
const MIRROR_CANDIDATES = [
  '/opt/tf-plugins',
  path.join(homedir(), '.terraform.d', 'plugins'),
  path.join(homedir(), '.local', 'share', 'terraform', 'plugins'),
  '/usr/local/share/terraform/plugins',
  '/usr/share/terraform/plugins',
];
const REGISTRY = 'registry.terraform.io';

interface Toolchain {
  readonly terraform: string;
  readonly terraformVersion: string;
  readonly mirror: string;
  /** `hashicorp/aws` → the versions the mirror holds. */
  readonly providers: ReadonlyMap<string, readonly string[]>;
}

interface Diagnostic {
  readonly severity: 'error' | 'warning';
  readonly summary: string;
  readonly detail?: string;
  readonly range?: { readonly filename: string; readonly start: { readonly line: number } };
}

async function mirrorFromCliConfig(): Promise<string | undefined> {
  const file = process.env.TF_CLI_CONFIG_FILE ?? path.join(homedir(), '.terraformrc');
  if (!existsSync(file)) return undefined;
  const text = await readFile(file, 'utf8');
  return /filesystem_mirror\s*\{[^}]*path\s*=\s*"([^"]+)"/.exec(text)?.[1];
}

async function mirrorProviders(mirror: string): Promise<Map<string, string[]>> {
  const providers = new Map<string, string[]>();
  const root = path.join(mirror, REGISTRY);
  for (const namespace of existsSync(root) ? await readdir(root) : []) {
    for (const name of await readdir(path.join(root, namespace))) {
      providers.set(`${namespace}/${name}`, await readdir(path.join(root, namespace, name)));
    }
  }
  return providers;
}

/** Terraform on PATH (or TERRAFORM_PATH) and a local mirror holding the AWS provider, if both exist. */
export async function findToolchain(): Promise<Toolchain | string> {
  const terraform = process.env.TERRAFORM_PATH ?? 'terraform';
  const probe = await runProcess(terraform, ['version', '-json']);
  if (probe.code !== 0) {
    return 'Terraform (https://developer.hashicorp.com/terraform/install), or set TERRAFORM_PATH';
  }
  const terraformVersion = (JSON.parse(probe.stdout) as { terraform_version: string }).terraform_version;
  const candidates = [process.env.TF_PROVIDER_MIRROR, await mirrorFromCliConfig(), ...MIRROR_CANDIDATES];
  for (const mirror of candidates) {
    if (!mirror) continue;
    const providers = await mirrorProviders(mirror);
    if ((providers.get('hashicorp/aws') ?? []).length > 0)
      return { terraform, terraformVersion, mirror, providers };
  }
  return 'a filesystem mirror of the hashicorp/aws provider (terraform providers mirror <dir>), named by TF_PROVIDER_MIRROR';
}

/** A terraform block that lets the machine's releases stand in for the ones a page asks for. */
function overrideFile(
  pins: ReadonlyMap<string, string>,
  requiredVersion: boolean,
  terraformVersion: string,
): string {
  const providers = [...pins]
    .map(
      ([name, version]) =>
        `    ${name.split('/')[1] ?? name} = {\n      source  = "${name}"\n      version = "${version}"\n    }`,
    )
    .join('\n');
  return [
    'terraform {',
    ...(requiredVersion ? [`  required_version = "${terraformVersion}"`] : []),
    ...(providers ? ['  required_providers {', providers, '  }'] : []),
    '}',
    '',
  ].join('\n');
}

/** A configuration written into a folder of the batch, with what the machine's releases stood in for. */
interface PreparedConfig {
  readonly config: TerraformConfig;
  readonly folder: string;
  /** E.g. "hashicorp/aws ~> 6.0 (validated with 5.100.0)". */
  readonly substituted: readonly string[];
}

/** Checks the providers a configuration needs and writes it, with an override where the pins differ. */
async function prepareConfig(
  config: TerraformConfig,
  tools: Toolchain,
  dir: string,
): Promise<PreparedConfig | { skip: string }> {
  const requirements = providersOf(config.files.map((file) => file.parsed));
  const missing = requirements.providers.find((provider) => !tools.providers.has(provider.source));
  if (missing) return { skip: `need the ${missing.source} provider, which the local mirror lacks` };
  const substituted: string[] = [];
  const pins = new Map<string, string>();
  for (const provider of requirements.providers) {
    const versions = tools.providers.get(provider.source) ?? [];
    const newest = [...versions].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1) ?? '';
    if (provider.constraint && !versions.some((version) => satisfies(version, provider.constraint ?? ''))) {
      pins.set(provider.source, newest);
      substituted.push(`${provider.source} ${provider.constraint} (validated with ${newest})`);
    }
  }
  const oldTerraform =
    requirements.requiredVersion !== undefined &&
    !satisfies(tools.terraformVersion, requirements.requiredVersion);
  if (oldTerraform) {
    substituted.push(`Terraform ${requirements.requiredVersion} (validated with ${tools.terraformVersion})`);
  }
  await mkdir(dir, { recursive: true });
  for (const file of config.files) {
    await mkdir(path.dirname(path.join(dir, file.name)), { recursive: true });
    await writeFile(path.join(dir, file.name), `${file.code}\n`);
  }
  if (pins.size > 0 || oldTerraform) {
    await writeFile(
      path.join(dir, 'sample_check_override.tf'),
      overrideFile(pins, oldTerraform, tools.terraformVersion),
    );
  }
  return { config, folder: path.basename(dir), substituted };
}

/** Blocks only a root module may hold, so a configuration with them is validated on its own. */
const ROOT_ONLY = new Set(['import', 'cloud']);

function needsOwnRoot(config: TerraformConfig): boolean {
  return config.files.some(
    (file) =>
      Object.keys(file.parsed).some((key) => ROOT_ONLY.has(key)) ||
      (Array.isArray(file.parsed.terraform) &&
        file.parsed.terraform.some(
          (body: unknown) => typeof body === 'object' && body !== null && 'cloud' in body,
        )),
  );
}

/** The root module of a batch: one module call per configuration, so one `validate` loads the provider once. */
const BATCH_ROOT = 'sample_batch.tf';

/** Variables a configuration declares without a default, which its caller must set. */
function requiredVariables(config: TerraformConfig): string[] {
  return config.files.flatMap((file) => {
    const variables = file.parsed.variable;
    if (typeof variables !== 'object' || variables === null) return [];
    return Object.entries(variables).flatMap(([name, bodies]) =>
      Array.isArray(bodies) &&
      bodies.some((body: unknown) => typeof body === 'object' && body !== null && 'default' in body)
        ? []
        : [name],
    );
  });
}

/**
 * The batch's root module. Each required input gets a value `validate` treats as unknown, like a root
 * module's variables: a literal would be checked against the configuration's validation rules.
 */
function batchRoot(batch: readonly PreparedConfig[]): string {
  const calls = batch.map((entry) =>
    [
      `module "${entry.folder}" {`,
      `  source = "./${entry.folder}"`,
      ...requiredVariables(entry.config).map((name) => `  ${name} = terraform_data.unknown.output`),
      '}',
    ].join('\n'),
  );
  return ['resource "terraform_data" "unknown" {}', ...calls, ''].join('\n\n');
}

/**
 * Runs `terraform init` and `validate` once over configurations written as child folders of `root`
 * (or once in a configuration's own folder), and maps each diagnostic back to its doc line.
 */
async function validateFolder(
  root: string,
  prepared: readonly PreparedConfig[],
  tools: Toolchain,
  env: NodeJS.ProcessEnv,
  batched: boolean,
): Promise<ContentProblem[]> {
  const first = prepared[0];
  const where = { file: first?.config.docFile ?? '', line: first?.config.files[0]?.fenceLine ?? 1 };
  const init = await runProcess(tools.terraform, ['init', '-backend=false', '-input=false', '-no-color'], {
    cwd: root,
    env,
  });
  if (init.code !== 0) {
    const reason = init.stderr.split('\n').find((line) => /Error:/.test(line)) ?? init.stderr.trim();
    return [{ ...where, message: `terraform init failed: ${reason.replace(/^[│\s]*/, '')}` }];
  }
  const validate = await runProcess(tools.terraform, ['validate', '-json', '-no-color'], { cwd: root, env });
  const diagnostics = (JSON.parse(validate.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  return diagnostics.flatMap((diagnostic) => {
    const filename = diagnostic.range?.filename ?? '';
    // Batching makes every configuration a child module, where Terraform ignores a backend block.
    if (batched && diagnostic.summary === 'Backend configuration ignored') return [];
    const [folder = '', ...rest] = batched ? filename.split('/') : ['', filename];
    const name = rest.join('/');
    const owner = batched ? prepared.find((entry) => entry.folder === folder) : first;
    const file = owner?.config.files.find((candidate) => candidate.name === name);
    // Name the reader's configuration, not the batch's module call or folder.
    const detail = diagnostic.detail
      ? `: ${(diagnostic.detail.split('\n')[0] ?? '').replace(/ in module\.c\d+/g, '').replace(/"c\d+\//g, '"')}`
      : '';
    return [
      {
        file: owner?.config.docFile ?? where.file,
        line: file && diagnostic.range ? file.fenceLine + diagnostic.range.start.line : where.line,
        message: `terraform validate ${diagnostic.severity}: ${diagnostic.summary}${detail}`,
      },
    ];
  });
}

/**
 * Runs `terraform fmt -check` over every Terraform file the docs show, validated or not (only historical
 * pages keep the layout of their release): a reader's editor would reformat anything else on save.
 */
async function checkFormatting(
  configs: readonly TerraformConfig[],
  tools: Toolchain,
  dir: string,
): Promise<ContentProblem[]> {
  const files = configs
    .filter((config) => !config.skip?.startsWith('are on a historical page'))
    .flatMap((config) =>
      config.files.filter((file) => file.name.endsWith('.tf')).map((file) => ({ config, file })),
    );
  await mkdir(dir, { recursive: true });
  await Promise.all(
    files.map(({ file }, index) => writeFile(path.join(dir, `f${index}.tf`), `${file.code}\n`)),
  );
  const result = await runProcess(tools.terraform, ['fmt', '-check', '-list=true', '-no-color', dir]);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .flatMap((listed) => {
      const entry = files[Number(/f(\d+)\.tf$/.exec(listed)?.[1] ?? -1)];
      return entry
        ? [
            {
              file: entry.config.docFile,
              line: entry.file.fenceLine,
              message: 'not formatted as terraform fmt writes it',
            },
          ]
        : [];
    });
}

/** Runs `terraform init` (offline, from the mirror) and `terraform validate` on every configuration of the docs. */
export async function checkTerraform(sources: readonly SampleSource[]): Promise<KindResult> {
  const kind = 'Terraform';
  const tools = await findToolchain();
  if (typeof tools === 'string') return { kind, summary: '', problems: [], missing: tools };
  const configs: TerraformConfig[] = [];
  for (const source of sources) {
    const blocks = await parseHclBlocks(source.file, source.body, source.bodyLineOffset, parseHcl);
    const titled = extractCodeBlocks(source.body).flatMap((block) =>
      block.title
        ? [{ title: block.title, code: block.code, fenceLine: source.bodyLineOffset + block.line }]
        : [],
    );
    configs.push(...terraformConfigs(source.file, blocks, titled, isHistorical(source.frontMatter)));
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'sample-tf-'));
  const cliConfig = path.join(scratch, 'terraformrc');
  await writeFile(
    cliConfig,
    `provider_installation {\n  filesystem_mirror {\n    path = "${tools.mirror}"\n  }\n}\n`,
  );
  const env = {
    ...process.env,
    TF_CLI_CONFIG_FILE: cliConfig,
    TF_IN_AUTOMATION: '1',
    CHECKPOINT_DISABLE: '1',
  };
  const skipped: ReasonCounts = new Map();
  const substituted: ReasonCounts = new Map();
  const batch: PreparedConfig[] = [];
  const own: PreparedConfig[] = [];
  try {
    for (const [index, config] of configs.entries()) {
      if (config.skip) {
        countReason(skipped, config.skip);
        continue;
      }
      const alone = needsOwnRoot(config);
      const dir = alone ? path.join(scratch, `own${index}`) : path.join(scratch, 'batch', `c${index}`);
      const prepared = await prepareConfig(config, tools, dir);
      if ('skip' in prepared) {
        countReason(skipped, prepared.skip);
        continue;
      }
      prepared.substituted.forEach((text) => countReason(substituted, text));
      (alone ? own : batch).push(prepared);
    }
    const problems: ContentProblem[] = [];
    if (batch.length > 0) {
      await writeFile(path.join(scratch, 'batch', BATCH_ROOT), batchRoot(batch));
      problems.push(...(await validateFolder(path.join(scratch, 'batch'), batch, tools, env, true)));
    }
    for (const entry of own) {
      problems.push(...(await validateFolder(path.join(scratch, entry.folder), [entry], tools, env, false)));
    }
    problems.push(...(await checkFormatting(configs, tools, path.join(scratch, 'fmt'))));
    const skippedCount = [...skipped.values()].reduce((sum, count) => sum + count, 0);
    const skipText = skippedCount > 0 ? `; ${skippedCount} skipped: ${describeCounts(skipped)}` : '';
    const standIns =
      substituted.size > 0 ? `; the local releases stood in for ${describeCounts(substituted)}` : '';
    return {
      kind,
      summary: `${batch.length + own.length} configurations validated with Terraform ${tools.terraformVersion} and the provider mirror at ${tools.mirror}${skipText}${standIns}`,
      problems: problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
