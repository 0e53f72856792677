import type { ShellCommand } from './shellCommands';

/** Code block languages a reader pastes into a POSIX shell. */
export const SHELL_LANGUAGES: readonly string[] = ['bash', 'sh', 'shell', 'zsh'];

/** An `aws` command of a doc, as the CLI check sends it to the CLI's own parser. */
export interface AwsInvocation {
  /** Repository path of the file, e.g. `docs/faq/eks.md`. */
  readonly file: string;
  /** 1-based line of the command in that file. */
  readonly fileLine: number;
  /** The words after `aws`. A word only known at run time is sent as written (`"$BUCKET"`). */
  readonly argv: readonly string[];
  /** Where `--query` holds an expansion, the query cannot be compiled before it runs. */
  readonly queryIsLiteral: boolean;
}

/** The `aws` invocations of one shell block, with their lines in the doc file. */
export function awsInvocations(
  file: string,
  blockFileLine: number,
  commands: readonly ShellCommand[],
): AwsInvocation[] {
  return commands
    .filter((command) => command.name === 'aws')
    .map((command) => {
      const queryAt = command.args.findIndex((word) => word.text === '--query');
      const query = queryAt >= 0 ? command.args[queryAt + 1] : undefined;
      return {
        file,
        fileLine: blockFileLine + 1 + command.line,
        argv: command.args.map((word) => word.text),
        queryIsLiteral: query === undefined || query.literal,
      };
    });
}
