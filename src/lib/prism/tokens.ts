/**
 * Turns Prism's nested token stream into lines of flat tokens and maps token types to theme styles, with
 * the same output as prism-react-renderer (whose bundled Prism copy we replace to keep it out of the main
 * bundle; see plugins/lean-prism).
 */
export interface PrismToken {
  readonly type: string;
  readonly alias?: string | readonly string[];
  readonly content: string | PrismToken | readonly (string | PrismToken)[];
}

export type PrismStream = readonly (string | PrismToken)[];

export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export type StyleObject = Readonly<Record<string, string | number | undefined>>;

export interface ThemeEntry {
  readonly types: readonly string[];
  readonly style: StyleObject;
  readonly languages?: readonly string[];
}

export interface CodeTheme {
  readonly plain: StyleObject;
  readonly styles: readonly ThemeEntry[];
}

export type ThemeDictionary = Record<string, StyleObject> & { root: StyleObject; plain: StyleObject };

function withType(types: readonly string[], type: string | readonly string[] | undefined): string[] {
  const added = type === undefined ? [] : typeof type === 'string' ? [type] : [...type];
  return added.reduce<string[]>(
    (acc, next) => (acc[acc.length - 1] === next ? acc : [...acc, next]),
    [...types],
  );
}

function markEmpty(line: LineToken[]): void {
  if (line.length === 0) {
    line.push({ types: ['plain'], content: '\n', empty: true });
  } else if (line.length === 1 && line[0]?.content === '') {
    line[0].content = '\n';
    line[0].empty = true;
  }
}

/** Flattens Prism tokens into lines; every line has at least one token, empty lines one `empty` token. */
export function normalizeTokens(stream: PrismStream): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const push = (text: string, types: string[]) => {
    text.split(/\r\n|\r|\n/).forEach((part, index) => {
      if (index > 0) {
        markEmpty(lines[lines.length - 1] ?? []);
        lines.push([]);
      }
      lines[lines.length - 1]?.push({ types, content: part });
    });
  };
  const walk = (items: PrismStream, types: string[], nested: boolean) => {
    for (const item of items) {
      if (typeof item === 'string') {
        push(item, nested ? types : ['plain']);
        continue;
      }
      const itemTypes = withType(withType(types, item.type), item.alias);
      if (typeof item.content === 'string') push(item.content, itemTypes);
      else
        walk(
          Array.isArray(item.content) ? (item.content as PrismStream) : [item.content as PrismToken],
          itemTypes,
          true,
        );
    }
  };
  walk(stream, [], false);
  markEmpty(lines[lines.length - 1] ?? []);
  return lines;
}

/** Indexes a theme's styles by token type for one language; `root` styles the block, `plain` its lines. */
export function themeToDictionary(theme: CodeTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, StyleObject> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = { ...dictionary[type], ...entry.style };
  }
  return { ...dictionary, root: theme.plain, plain: { ...theme.plain, backgroundColor: undefined } };
}

/** Inline style of one token: plain text inherits; other tokens merge the styles of all their types. */
export function tokenStyle(dictionary: ThemeDictionary, token: LineToken): StyleObject | undefined {
  const { types, empty } = token;
  if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && empty) return dictionary[types[0] ?? ''];
  return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map((type) => dictionary[type]));
}
