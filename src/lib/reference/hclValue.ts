/**
 * Renders JSON values (as HashiCorp's parser returns defaults) back as HCL literals. The parser returns
 * strings as template source (`$${` stays doubled), so text is written back as it came.
 */
const INLINE_WIDTH = 60;
const IDENTIFIER = /^[A-Za-z_][\w-]*$/;

function heredoc(text: string, indent: string): string {
  let delimiter = 'EOT';
  while (text.split('\n').some((line) => line.trim() === delimiter)) delimiter = `${delimiter}_`;
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const lines = body.split('\n').map((line) => (line ? `${indent}  ${line}` : ''));
  return `<<-${delimiter}\n${lines.join('\n')}\n${indent}${delimiter}`;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

function renderKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function inline(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(inline);
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).map(([key, item]) => {
      const rendered = inline(item);
      return rendered === undefined ? undefined : `${renderKey(key)} = ${rendered}`;
    });
    if (entries.length === 0) return '{}';
    return entries.every((entry) => entry !== undefined) ? `{ ${entries.join(', ')} }` : undefined;
  }
  return undefined;
}

/**
 * Renders a value as HCL at the given indent: inline when short, otherwise multi-line. Multi-line strings
 * become heredocs except inside lists, where a heredoc's closing marker cannot be followed by a comma.
 */
export function renderHclValue(value: unknown, indent = '', inList = false): string {
  if (typeof value === 'string')
    return value.includes('\n') && !inList ? heredoc(value, indent) : quote(value);
  const flat = inline(value);
  if (flat !== undefined && flat.length + indent.length <= INLINE_WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${renderHclValue(item, inner, true)},`).join('\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    const width = Math.max(...entries.map(([key]) => renderKey(key).length));
    const lines = entries.map(
      ([key, item]) => `${inner}${renderKey(key).padEnd(width)} = ${renderHclValue(item, inner)}`,
    );
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  return flat ?? 'null';
}

/** True when the value renders on one short line (shown inline rather than as a code block). */
export function isShortHclValue(value: unknown): boolean {
  if (typeof value === 'string' && value.includes('\n')) return false;
  const flat = inline(value);
  return flat !== undefined && flat.length <= INLINE_WIDTH;
}
