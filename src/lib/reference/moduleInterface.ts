import type { HclParser } from '../hcl/parser';

/** The public interface of a Terraform module, read from its `*.tf` files. */
export interface ModuleInput {
  readonly name: string;
  /** The type constraint as written, without the `${...}` wrapper; undefined when the variable has none. */
  readonly type: string | undefined;
  readonly description: string | undefined;
  /** A variable without a `default` must be set by the caller. */
  readonly required: boolean;
  /** The default value (JSON as the parser returns it); undefined when required. */
  readonly defaultValue: unknown;
  readonly sensitive: boolean;
  readonly nullable: boolean;
  readonly validations: readonly { readonly condition: string; readonly errorMessage: string }[];
  readonly file: string;
}

export interface ModuleOutput {
  readonly name: string;
  readonly description: string | undefined;
  readonly sensitive: boolean;
  readonly file: string;
}

export interface ModuleInterface {
  readonly inputs: readonly ModuleInput[];
  readonly outputs: readonly ModuleOutput[];
}

export interface SourceFile {
  /** Path shown in messages, e.g. `catalog/networking/vpc/variables.tf`. */
  readonly path: string;
  readonly content: string;
}

export class ModuleInterfaceError extends Error {
  override readonly name = 'ModuleInterfaceError';

  constructor(
    readonly file: string,
    readonly line: number | undefined,
    reason: string,
  ) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${reason}`);
  }
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strips the `${...}` wrapper the parser puts around expressions. */
export function unwrapExpression(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\$\{([\s\S]*)\}$/.exec(value);
  return (match?.[1] ?? value).trim();
}

function lineOfParseError(message: string): number | undefined {
  const match = /:(\d+),\d+/.exec(message);
  return match?.[1] ? Number(match[1]) : undefined;
}

function reasonOfParseError(message: string): string {
  const match = /:\d+,\d+(?:-\d+(?:,\d+)?)?: ([^\]]+)/.exec(message);
  return (match?.[1] ?? message).trim();
}

function lineOfBlock(content: string, blockType: string, name: string): number | undefined {
  const index = content
    .split('\n')
    .findIndex((line) => new RegExp(`^\\s*${blockType}\\s+"${name}"`).test(line));
  return index < 0 ? undefined : index + 1;
}

function blocksOf(parsed: Json, blockType: string): [string, Json][] {
  const group = parsed[blockType];
  if (group === undefined) return [];
  if (!isRecord(group)) return [];
  return Object.entries(group).flatMap(([name, bodies]) =>
    (Array.isArray(bodies) ? bodies : [bodies]).filter(isRecord).map((body): [string, Json] => [name, body]),
  );
}

function toInput(name: string, body: Json, file: string): ModuleInput {
  const validations = (Array.isArray(body.validation) ? body.validation : [])
    .filter(isRecord)
    .map((rule) => ({
      condition: unwrapExpression(rule.condition) ?? '',
      errorMessage: typeof rule.error_message === 'string' ? rule.error_message : '',
    }));
  const description =
    typeof body.description === 'string' && body.description.trim() ? body.description.trim() : undefined;
  return {
    name,
    type: unwrapExpression(body.type),
    description,
    required: !('default' in body),
    defaultValue: body.default,
    sensitive: body.sensitive === true,
    nullable: body.nullable !== false,
    validations,
    file,
  };
}

function toOutput(name: string, body: Json, file: string): ModuleOutput {
  const description =
    typeof body.description === 'string' && body.description.trim() ? body.description.trim() : undefined;
  return { name, description, sensitive: body.sensitive === true, file };
}

/** Adds a file's blocks of one type to the map; a name already declared in any file is an error. */
function collect<T extends { readonly file: string }>(
  parsed: Json,
  file: SourceFile,
  blockType: 'variable' | 'output',
  found: Map<string, T>,
  convert: (name: string, body: Json, path: string) => T,
): void {
  for (const [name, body] of blocksOf(parsed, blockType)) {
    const existing = found.get(name);
    if (existing) {
      const line = lineOfBlock(file.content, blockType, name);
      throw new ModuleInterfaceError(
        file.path,
        line,
        `${blockType} "${name}" is already declared in ${existing.file}`,
      );
    }
    found.set(name, convert(name, body, file.path));
  }
}

/**
 * Reads every variable and output declared across a module's files. A file that does not parse, or a
 * name declared twice, fails with the file and line.
 */
export async function readModuleInterface(
  files: readonly SourceFile[],
  parse: HclParser,
): Promise<ModuleInterface> {
  const inputs = new Map<string, ModuleInput>();
  const outputs = new Map<string, ModuleOutput>();
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = await parse(file.path, file.content);
    } catch (error: unknown) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ModuleInterfaceError(file.path, lineOfParseError(message), reasonOfParseError(message));
    }
    if (!isRecord(parsed)) continue;
    collect(parsed, file, 'variable', inputs, toInput);
    collect(parsed, file, 'output', outputs, toOutput);
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return { inputs: [...inputs.values()].sort(byName), outputs: [...outputs.values()].sort(byName) };
}
