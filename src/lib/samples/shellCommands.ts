import type { Node } from 'web-tree-sitter';
import type { ShellParser } from './shellParser';

/** One word of a command: its value when the shell would pass it as written, else its source text. */
export interface ShellWord {
  readonly text: string;
  /** False when the word holds an expansion (`$VAR`, `$(...)`), so its value is only known at run time. */
  readonly literal: boolean;
}

/** A simple command of a shell block, after the wrappers a reader types in front of it. */
export interface ShellCommand {
  /** The program run, e.g. `aws` in `aws-vault exec dev -- aws s3 ls`. */
  readonly name: string;
  readonly args: readonly ShellWord[];
  /** 0-based line of the command in the block. */
  readonly line: number;
  /** The aws-vault profile the command runs under, if it is wrapped in `aws-vault exec <profile> --`. */
  readonly profile?: string;
  /** True for a command inside `$(...)` or backticks. */
  readonly substituted: boolean;
  /** True for a command inside `( ... )`, whose `cd` does not move the reader's shell. */
  readonly inSubshell: boolean;
}

export interface ParsedShell {
  readonly commands: readonly ShellCommand[];
  /** Lines (0-based) where the parser found text it could not read as Bash. */
  readonly errorLines: readonly number[];
}

function unescapeDouble(text: string): string {
  return text.replace(/\\([\\"$`])/g, '$1').replace(/\\\n/g, '');
}

/** The value of a word node, or undefined when it holds an expansion. */
function literalValue(node: Node): string | undefined {
  switch (node.type) {
    case 'word':
    case 'number':
      return node.text.replace(/\\(.)/gs, '$1');
    case 'raw_string':
      return node.text.slice(1, -1);
    case 'string':
      return node.namedChildren.every((child) => child?.type === 'string_content')
        ? unescapeDouble(node.text.slice(1, -1))
        : undefined;
    case 'concatenation': {
      const parts = node.namedChildren.map((child) => (child ? literalValue(child) : undefined));
      return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
    }
    default:
      return undefined;
  }
}

function wordOf(node: Node): ShellWord {
  const value = literalValue(node);
  return value === undefined ? { text: node.text, literal: false } : { text: value, literal: true };
}

const WORD_TYPES = new Set([
  'word',
  'number',
  'string',
  'raw_string',
  'concatenation',
  'simple_expansion',
  'expansion',
  'command_substitution',
  'ansi_c_string',
  'arithmetic_expansion',
]);

/** `aws-vault exec <profile> [flags] -- <command...>`: the profile and where the command starts. */
function unwrapAwsVault(words: readonly ShellWord[]): { profile: string; rest: ShellWord[] } | undefined {
  if (words[0]?.text !== 'exec') return undefined;
  const profile = words[1];
  const separator = words.findIndex((word) => word.text === '--');
  if (!profile || separator < 0) return undefined;
  return { profile: profile.text, rest: words.slice(separator + 1) };
}

/** Strips the wrappers that only change how a command runs: aws-vault, env, sudo, time. */
function unwrap(
  name: ShellWord,
  args: readonly ShellWord[],
): { name: ShellWord; args: ShellWord[]; profile?: string } {
  if (name.text === 'aws-vault') {
    const inner = unwrapAwsVault(args);
    if (inner && inner.rest[0]) {
      const unwrapped = unwrap(inner.rest[0], inner.rest.slice(1));
      return { ...unwrapped, profile: unwrapped.profile ?? inner.profile };
    }
  }
  if ((name.text === 'sudo' || name.text === 'time' || name.text === 'env') && args[0]) {
    const start = args.findIndex((word) => !/^-|^[A-Za-z_][A-Za-z0-9_]*=/.test(word.text));
    const next = args[start];
    if (start >= 0 && next) return unwrap(next, args.slice(start + 1));
  }
  return { name, args: [...args] };
}

function hasAncestor(node: Node, type: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === type) return true;
  }
  return false;
}

/** Every simple command in a shell block, in source order, including those in `$(...)` and loops. */
export function parseShellCommands(parser: ShellParser, source: string): ParsedShell {
  const tree = parser.parse(source);
  if (!tree) return { commands: [], errorLines: [0] };
  const commands: ShellCommand[] = [];
  for (const node of tree.rootNode.descendantsOfType('command')) {
    if (!node) continue;
    const nameNode = node.childForFieldName('name');
    if (!nameNode) continue;
    const words = node.namedChildren
      .filter((child): child is Node => child !== null && child.startIndex > nameNode.startIndex)
      .filter((child) => WORD_TYPES.has(child.type))
      .map(wordOf);
    const unwrapped = unwrap(wordOf(nameNode.firstNamedChild ?? nameNode), words);
    commands.push({
      name: unwrapped.name.text,
      args: unwrapped.args,
      line: node.startPosition.row,
      substituted: hasAncestor(node, 'command_substitution'),
      inSubshell: hasAncestor(node, 'subshell'),
      ...(unwrapped.profile === undefined ? {} : { profile: unwrapped.profile }),
    });
  }
  const errorLines = tree.rootNode
    .descendantsOfType('ERROR')
    .flatMap((node) => (node ? [node.startPosition.row] : []));
  tree.delete();
  return { commands, errorLines };
}
