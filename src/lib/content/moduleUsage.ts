/**
 * Checks that HCL examples use catalog modules as their real interfaces allow: a `module` block or a
 * Terragrunt file whose source points at a catalog module may only set inputs the module declares, and
 * must set every required one unless the block marks itself as a fragment with a `# ...` line.
 */
import { isFragment, lineOf, type ParsedHclBlock } from './hclBlocks';
import type { ContentProblem } from './rules';

export interface CatalogModule {
  /** `<category>/<service>`, for messages. */
  readonly service: string;
  /** False for a service that is a set of scripts, with nothing to set. */
  readonly isTerraform: boolean;
  readonly inputs: ReadonlyMap<string, { readonly required: boolean }>;
}

/** Catalog modules by module path (`modules/networking/vpc`). */
export type CatalogIndex = ReadonlyMap<string, CatalogModule>;

/** Arguments of a `module` block that are Terraform's, not the module's inputs. */
const MODULE_META_ARGUMENTS = new Set(['source', 'version', 'providers', 'count', 'for_each', 'depends_on']);

const CATALOG_SOURCE = /terraform-aws-service-catalog(?:\.git)?\/\/(modules\/[^?"]+?)(?:\?|"|$)/;

/** The catalog module path a source string points at, or undefined for any other source. */
export function catalogModulePath(source: unknown): string | undefined {
  return typeof source === 'string' ? CATALOG_SOURCE.exec(source)?.[1] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodiesOf(value: unknown): Record<string, unknown>[] {
  return (Array.isArray(value) ? value : [value]).filter(isRecord);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Usage {
  readonly label: string;
  readonly modulePath: string;
  readonly names: readonly string[];
  /** 0-based line in the block where the usage starts, to find input lines after it. */
  readonly startIndex: number;
  readonly startLine: number;
}

function usagesOf(parsed: ParsedHclBlock, file: string): { usages: Usage[]; problems: ContentProblem[] } {
  const usages: Usage[] = [];
  const problems: ContentProblem[] = [];
  const json = parsed.parsed ?? {};
  const codeLines = parsed.block.code.split('\n');
  const indexOf = (pattern: RegExp) =>
    Math.max(
      0,
      codeLines.findIndex((line) => pattern.test(line)),
    );
  if (isRecord(json.module)) {
    for (const [name, value] of Object.entries(json.module)) {
      for (const body of bodiesOf(value)) {
        const modulePath = catalogModulePath(body.source);
        if (!modulePath) continue;
        const pattern = new RegExp(`^\\s*module\\s+"${escape(name)}"`);
        usages.push({
          label: `module "${name}"`,
          modulePath,
          names: Object.keys(body).filter((key) => !MODULE_META_ARGUMENTS.has(key)),
          startIndex: indexOf(pattern),
          startLine: lineOf(parsed, pattern),
        });
      }
    }
  }
  const terraformSource = bodiesOf(json.terraform)
    .map((body) => catalogModulePath(body.source))
    .find((found) => found !== undefined);
  if (terraformSource) {
    const inputs = json.inputs;
    const pattern = /^\s*inputs\s*=/;
    if (inputs !== undefined && !isRecord(inputs) && !isFragment(parsed.block.code)) {
      problems.push({
        file,
        line: lineOf(parsed, pattern),
        message: `terragrunt inputs for ${terraformSource} are an expression the check cannot read; write them as an object, or mark the block as a fragment with a "# ..." line`,
      });
    } else {
      usages.push({
        label: 'terragrunt inputs',
        modulePath: terraformSource,
        names: isRecord(inputs) ? Object.keys(inputs) : [],
        startIndex: indexOf(pattern),
        startLine: inputs === undefined ? lineOf(parsed, /^\s*terraform\s*\{/) : lineOf(parsed, pattern),
      });
    }
  }
  return { usages, problems };
}

/** Checks every catalog module use in a doc's parsed HCL blocks against the catalog's interfaces. */
export function checkModuleUsage(
  file: string,
  blocks: readonly ParsedHclBlock[],
  catalog: CatalogIndex,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const parsed of blocks) {
    if (!parsed.parsed) continue;
    const found = usagesOf(parsed, file);
    problems.push(...found.problems);
    for (const usage of found.usages) {
      const module = catalog.get(usage.modulePath);
      const where = `${usage.label} (${usage.modulePath})`;
      if (!module) {
        problems.push({ file, line: usage.startLine, message: `${where}: no such module in the catalog` });
        continue;
      }
      if (!module.isTerraform) {
        problems.push({
          file,
          line: usage.startLine,
          message: `${where}: ${module.service} is a set of scripts, not a Terraform module`,
        });
        continue;
      }
      for (const name of usage.names) {
        if (module.inputs.has(name)) continue;
        problems.push({
          file,
          line: lineOf(parsed, new RegExp(`^\\s*"?${escape(name)}"?\\s*=`), usage.startIndex),
          message: `${where}: ${module.service} has no input "${name}"`,
        });
      }
      if (isFragment(parsed.block.code)) continue;
      const set = new Set(usage.names);
      for (const [name, input] of module.inputs) {
        if (input.required && !set.has(name)) {
          problems.push({
            file,
            line: usage.startLine,
            message: `${where}: required input "${name}" of ${module.service} is not set (mark a deliberate fragment with a "# ..." line)`,
          });
        }
      }
    }
  }
  return problems;
}
