/**
 * AWS CLI v2 knows commands and options that the v1 CLI the sample checks parse with does not. They are
 * listed in src/data/aws-cli-v2.json, read from the v2 command reference, and checked here by name.
 */

/** How an option takes its value: not at all, one value, one of a list, or one or more words. */
export type OptionArity = boolean | 'list' | readonly string[];

export interface V2Command {
  readonly reference: string;
  readonly positionals: number;
  readonly options: Readonly<Record<string, OptionArity>>;
}

export interface AwsCliV2 {
  readonly globalOptions: Readonly<Record<string, boolean>>;
  readonly v2OnlyGlobalOptions: readonly string[];
  readonly outputFormats: readonly string[];
  readonly commands: Readonly<Record<string, V2Command>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isArity = (value: unknown): value is OptionArity =>
  typeof value === 'boolean' ||
  value === 'list' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** Validates the data file's shape, naming the first field that is wrong. */
export function readAwsCliV2(data: unknown): AwsCliV2 {
  const fail = (field: string): never => {
    throw new Error(`src/data/aws-cli-v2.json: ${field} is missing or has the wrong type`);
  };
  if (!isRecord(data)) return fail('the top level');
  const { globalOptions, v2OnlyGlobalOptions, outputFormats, commands } = data;
  if (!isRecord(globalOptions) || !Object.values(globalOptions).every((v) => typeof v === 'boolean'))
    fail('globalOptions');
  if (!Array.isArray(v2OnlyGlobalOptions) || !v2OnlyGlobalOptions.every((n) => typeof n === 'string'))
    fail('v2OnlyGlobalOptions');
  if (!Array.isArray(outputFormats)) fail('outputFormats');
  if (!isRecord(commands)) return fail('commands');
  for (const [name, command] of Object.entries(commands)) {
    if (
      !isRecord(command) ||
      typeof command.reference !== 'string' ||
      typeof command.positionals !== 'number' ||
      !isRecord(command.options) ||
      !Object.values(command.options).every(isArity)
    )
      fail(`commands["${name}"]`);
  }
  return data as unknown as AwsCliV2;
}

/**
 * Checks an invocation (the words after `aws`) if it is a v2-only command: undefined for any other
 * command, else the first problem found or no error.
 */
export function checkV2Command(v2: AwsCliV2, argv: readonly string[]): { error?: string } | undefined {
  const words: string[] = [];
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    const takesValue = v2.globalOptions[word.split('=')[0] ?? ''];
    if (takesValue !== undefined) {
      if (takesValue && !word.includes('=')) index += 1;
    } else if (words.length < 2 && !word.startsWith('-')) {
      words.push(word);
    } else {
      rest.push(word);
    }
  }
  const name = words.join(' ');
  const command = v2.commands[name];
  if (!command) return undefined;
  let positionals = 0;
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index] ?? '';
    if (!word.startsWith('-')) {
      positionals += 1;
      if (positionals > command.positionals) return { error: `aws ${name} takes no argument "${word}"` };
      continue;
    }
    const [option = '', inline] = word.split('=', 2);
    const arity = command.options[option];
    if (arity === undefined) return { error: `aws ${name} has no option ${option} (${command.reference})` };
    if (arity === false) continue;
    if (arity === 'list') {
      while (rest[index + 1] !== undefined && !(rest[index + 1] ?? '').startsWith('-')) index += 1;
      continue;
    }
    const value = inline ?? rest[(index += 1)];
    if (value === undefined) return { error: `aws ${name}: ${option} needs a value` };
    if (Array.isArray(arity) && !arity.includes(value) && !value.startsWith('$')) {
      return { error: `aws ${name}: ${option} takes one of ${arity.join(', ')}, not "${value}"` };
    }
  }
  if (positionals < command.positionals)
    return { error: `aws ${name} needs ${command.positionals} argument(s)` };
  return {};
}
