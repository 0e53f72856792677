/**
 * Parses and pretty-prints Terraform type constraints (`object({...})`, `optional(...)`, `map(list(string))`)
 * so the reference can show them readably. Unknown syntax falls back to the source text.
 */
export type TypeNode =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly TypeNode[] }
  | {
      readonly kind: 'object';
      readonly attributes: readonly { readonly key: string; readonly value: TypeNode }[];
    }
  | { readonly kind: 'tuple'; readonly items: readonly TypeNode[] };

type Token = { readonly kind: 'punct' | 'word' | 'string' | 'newline'; readonly text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? '';
    if (char === '\n') {
      tokens.push({ kind: 'newline', text: '\n' });
      index += 1;
    } else if (/\s/.test(char)) {
      index += 1;
    } else if (char === '#' || (char === '/' && source[index + 1] === '/')) {
      while (index < source.length && source[index] !== '\n') index += 1;
    } else if ('(){}[],='.includes(char)) {
      tokens.push({ kind: 'punct', text: char });
      index += 1;
    } else if (char === '"') {
      let end = index + 1;
      while (end < source.length && source[end] !== '"') end += source[end] === '\\' ? 2 : 1;
      tokens.push({ kind: 'string', text: source.slice(index, end + 1) });
      index = end + 1;
    } else {
      const match = /^[^\s(){}[\],="]+/.exec(source.slice(index));
      const text = match?.[0] ?? char;
      tokens.push({ kind: 'word', text });
      index += text.length;
    }
  }
  return tokens;
}

class TypeParser {
  private position = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): TypeNode {
    this.skipNewlines();
    const node = this.expression();
    this.skipNewlines();
    if (this.position !== this.tokens.length) throw new Error('unexpected trailing tokens');
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token {
    const token = this.tokens[this.position];
    if (!token) throw new Error('unexpected end of type');
    this.position += 1;
    return token;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.text !== text) throw new Error(`expected "${text}", got "${token.text}"`);
  }

  private skipNewlines(): void {
    while (this.peek()?.kind === 'newline') this.position += 1;
  }

  private skipSeparators(): void {
    while (this.peek()?.kind === 'newline' || this.peek()?.text === ',') this.position += 1;
  }

  private expression(): TypeNode {
    const token = this.next();
    if (token.text === '{') return this.object();
    if (token.text === '[') return this.tuple();
    if (token.kind === 'string') return { kind: 'literal', text: token.text };
    if (token.kind !== 'word') throw new Error(`unexpected "${token.text}"`);
    if (this.peek()?.text === '(') {
      this.position += 1;
      const args: TypeNode[] = [];
      this.skipSeparators();
      while (this.peek()?.text !== ')') {
        args.push(this.expression());
        this.skipSeparators();
      }
      this.expect(')');
      return { kind: 'call', name: token.text, args };
    }
    return /^[a-z_][\w-]*$/i.test(token.text) && !['true', 'false', 'null'].includes(token.text)
      ? { kind: 'name', name: token.text }
      : { kind: 'literal', text: token.text };
  }

  private object(): TypeNode {
    const attributes: { key: string; value: TypeNode }[] = [];
    this.skipSeparators();
    while (this.peek()?.text !== '}') {
      const key = this.next();
      if (key.kind !== 'word' && key.kind !== 'string') throw new Error(`unexpected "${key.text}" in object`);
      const separator = this.next();
      if (separator.text !== '=' && separator.text !== ':') throw new Error('expected "=" in object');
      attributes.push({ key: key.text, value: this.expression() });
      this.skipSeparators();
    }
    this.expect('}');
    return { kind: 'object', attributes };
  }

  private tuple(): TypeNode {
    const items: TypeNode[] = [];
    this.skipSeparators();
    while (this.peek()?.text !== ']') {
      items.push(this.expression());
      this.skipSeparators();
    }
    this.expect(']');
    return { kind: 'tuple', items };
  }
}

/** Parses a type constraint; throws on syntax it does not understand. */
export function parseTypeExpression(source: string): TypeNode {
  return new TypeParser(tokenize(source)).parse();
}

const INLINE_WIDTH = 60;

function inline(node: TypeNode): string {
  switch (node.kind) {
    case 'name':
      return node.name;
    case 'literal':
      return node.text;
    case 'call':
      return `${node.name}(${node.args.map(inline).join(', ')})`;
    case 'object':
      return node.attributes.length === 0
        ? '{}'
        : `{ ${node.attributes.map((attribute) => `${attribute.key} = ${inline(attribute.value)}`).join(', ')} }`;
    case 'tuple':
      return `[${node.items.map(inline).join(', ')}]`;
  }
}

function format(node: TypeNode, indent: string): string {
  const flat = inline(node);
  if (flat.length + indent.length <= INLINE_WIDTH || node.kind === 'name' || node.kind === 'literal')
    return flat;
  const inner = `${indent}  `;
  switch (node.kind) {
    case 'object': {
      const width = Math.max(...node.attributes.map((attribute) => attribute.key.length));
      const lines = node.attributes.map(
        (attribute) => `${inner}${attribute.key.padEnd(width)} = ${format(attribute.value, inner)}`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    case 'tuple':
      return `[\n${node.items.map((item) => `${inner}${format(item, inner)},`).join('\n')}\n${indent}]`;
    case 'call': {
      const [first, ...rest] = node.args;
      if (first && rest.length === 0) return `${node.name}(${format(first, indent)})`;
      return `${node.name}(${node.args.map((arg) => format(arg, indent)).join(', ')})`;
    }
  }
}

/** Formats a type constraint: one line when short, otherwise one attribute per line. */
export function formatTypeExpression(source: string): string {
  try {
    return format(parseTypeExpression(source), '');
  } catch {
    return source.trim();
  }
}
