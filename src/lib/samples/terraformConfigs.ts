/**
 * Groups a doc's HCL blocks into the Terraform configurations a reader would save and run: blocks whose
 * titles name `.tf` files of one folder form one configuration, and an untitled Terraform block is one on
 * its own. Terragrunt and Packer files, and blocks marked as fragments, are not Terraform configurations.
 */
import { isFragment, type ParsedHclBlock } from '../content/hclBlocks';
import { catalogModulePath } from '../content/moduleUsage';

export type HclDialect = 'terraform' | 'terragrunt' | 'packer' | 'fragment';

/** Top-level blocks and attributes that only Terragrunt reads. */
const TERRAGRUNT_KEYS = new Set([
  'include',
  'inputs',
  'dependency',
  'dependencies',
  'remote_state',
  'generate',
  'exclude',
  'errors',
  'feature',
  'unit',
  'stack',
  'iam_role',
  'download_dir',
  'prevent_destroy',
  'terraform_binary',
  'terraform_version_constraint',
  'terragrunt_version_constraint',
  'engine',
]);
const PACKER_KEYS = new Set(['packer', 'source', 'build', 'hcp_packer_registry']);
const TERRAFORM_KEYS = new Set([
  'resource',
  'data',
  'module',
  'provider',
  'variable',
  'output',
  'locals',
  'moved',
  'import',
  'removed',
  'check',
  'ephemeral',
  'terraform',
]);
const TERRAGRUNT_FUNCTIONS =
  /\b(find_in_parent_folders|read_terragrunt_config|get_terragrunt_dir|path_relative_to_include|get_aws_account_id|get_env|get_parent_terragrunt_dir|get_repo_root|get_original_terragrunt_dir|run_cmd|sops_decrypt_file)\(/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const bodiesOf = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(isRecord);

/** Which tool reads a block, from its title and its top-level blocks. */
export function dialectOf(block: ParsedHclBlock): HclDialect {
  const title = block.block.title?.replace(/\s*\(.*\)\s*$/, '') ?? '';
  if (title.endsWith('.pkr.hcl')) return 'packer';
  if (title.endsWith('.tf')) return 'terraform';
  if (title.endsWith('.hcl')) return 'terragrunt';
  const json = block.parsed ?? {};
  const keys = Object.keys(json);
  const terraformSource = bodiesOf(json.terraform).some((body) => 'source' in body);
  if (terraformSource || keys.some((key) => TERRAGRUNT_KEYS.has(key))) return 'terragrunt';
  if (keys.some((key) => PACKER_KEYS.has(key))) return 'packer';
  if (!keys.some((key) => TERRAFORM_KEYS.has(key))) return 'fragment';
  if (keys.every((key) => key === 'locals') && TERRAGRUNT_FUNCTIONS.test(block.block.code))
    return 'terragrunt';
  return 'terraform';
}

const BEFORE_TITLE = /^Before\b/i;
const SKIP_HISTORICAL = 'are on a historical page, written for the release it describes';
const SKIP_BEFORE = 'show code before an upgrade (titled "Before ...")';

export interface ConfigFile {
  /** Path inside the configuration's folder, e.g. `main.tf` or `policies/deny.json`. */
  readonly name: string;
  readonly code: string;
  /** The file as hcl2json reads it. */
  readonly parsed: Record<string, unknown>;
  /** Doc line of the block's opening fence: the file's line N is doc line fenceLine + N. */
  readonly fenceLine: number;
}

export interface TerraformConfig {
  readonly docFile: string;
  /** The folder the titles name, or the block's line for an untitled block. */
  readonly label: string;
  readonly files: readonly ConfigFile[];
  /** Why the configuration is not validated, when it is not. */
  readonly skip?: string;
}

/** The source of every module a configuration calls. */
function moduleSources(blocks: readonly ParsedHclBlock[]): string[] {
  return blocks.flatMap((block) =>
    isRecord(block.parsed?.module)
      ? Object.values(block.parsed.module).flatMap((value) =>
          bodiesOf(value).flatMap((body) => (typeof body.source === 'string' ? [body.source] : [])),
        )
      : [],
  );
}

/** Why an offline `terraform init` cannot fetch a module from this source. */
export function unreachableModule(source: string): string {
  if (catalogModulePath(source) !== undefined || /gruntwork-io\//.test(source)) {
    return 'call a private catalog module (the module-usage check covers them)';
  }
  if (source.startsWith('./') || source.startsWith('../'))
    return 'call a local module the page does not show';
  return 'call a module from a registry or Git host, which an offline init cannot fetch';
}

function folderOf(title: string): string {
  const clean = title.replace(/\s*\(.*\)\s*$/, '');
  const slash = clean.lastIndexOf('/');
  return slash < 0 ? '.' : clean.slice(0, slash);
}

function fileNameOf(title: string): string {
  const clean = title.replace(/\s*\(.*\)\s*$/, '');
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** A titled block of any language, such as a policy document a configuration reads with `file()`. */
export interface TitledFile {
  readonly title: string;
  readonly code: string;
  readonly fenceLine: number;
}

/**
 * The Terraform configurations of one doc. Blocks that do not parse are left to the HCL parse check.
 * Titled files of other kinds under a configuration's folder (`policies/deny.json`) go with it.
 */
export function terraformConfigs(
  docFile: string,
  blocks: readonly ParsedHclBlock[],
  titledFiles: readonly TitledFile[] = [],
  historical = false,
): TerraformConfig[] {
  const configs: TerraformConfig[] = [];
  const folders = new Map<string, ParsedHclBlock[]>();
  for (const block of blocks) {
    if (block.parsed === undefined || dialectOf(block) !== 'terraform') continue;
    const title = block.block.title;
    // An upgrade guide's "Before ..." code is written for the release it upgrades from.
    if (historical || BEFORE_TITLE.test(title ?? '')) {
      const skip = historical ? SKIP_HISTORICAL : SKIP_BEFORE;
      configs.push({ ...configOf(docFile, `line ${block.fileLine}`, [block]), skip });
      continue;
    }
    if (title?.replace(/\s*\(.*\)\s*$/, '').endsWith('.tf')) {
      const folder = folderOf(title);
      folders.set(folder, [...(folders.get(folder) ?? []), block]);
    } else {
      configs.push(configOf(docFile, `line ${block.fileLine}`, [block]));
    }
  }
  for (const [folder, members] of folders) {
    const config = configOf(docFile, folder, members);
    const prefix = folder === '.' ? '' : `${folder}/`;
    const extras = titledFiles
      .filter((file) => file.title.startsWith(prefix) && !file.title.endsWith('.tf'))
      .map((file) => ({
        name: file.title.slice(prefix.length),
        code: file.code,
        parsed: {},
        fenceLine: file.fenceLine,
      }));
    configs.push({ ...config, files: [...config.files, ...extras] });
  }
  return configs.sort((a, b) => (a.files[0]?.fenceLine ?? 0) - (b.files[0]?.fenceLine ?? 0));
}

function configOf(docFile: string, label: string, members: readonly ParsedHclBlock[]): TerraformConfig {
  const files = members.map((block, index) => ({
    // A title that names no .tf file ("After (AWS provider 6.x)") still has to reach Terraform as one.
    name:
      block.block.title && fileNameOf(block.block.title).endsWith('.tf')
        ? fileNameOf(block.block.title)
        : `main${index === 0 ? '' : index}.tf`,
    code: block.block.code,
    parsed: block.parsed ?? {},
    fenceLine: block.fileLine,
  }));
  if (members.some((block) => isFragment(block.block.code))) {
    return { docFile, label, files, skip: 'are marked as fragments' };
  }
  const [source] = moduleSources(members);
  return source === undefined
    ? { docFile, label, files }
    : { docFile, label, files, skip: unreachableModule(source) };
}
