import type { CSSProperties } from 'react';

/** What the highlighter's `getTokenProps` returns for one token: the attributes of its `<span>`. */
export interface TokenSpan {
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** Properties React writes without a unit when given a number (the ones a code theme could set). */
const UNITLESS = new Set([
  'opacity',
  'fontWeight',
  'lineHeight',
  'zIndex',
  'flexGrow',
  'flexShrink',
  'order',
]);

/** A style object as the CSS text React would render for it. */
export function styleText(style: CSSProperties): string {
  return Object.entries(style as Readonly<Record<string, unknown>>)
    .filter(
      (entry): entry is [string, string | number] =>
        (typeof entry[1] === 'string' && entry[1] !== '') || typeof entry[1] === 'number',
    )
    .map(([property, value]) => {
      const name = property.startsWith('--')
        ? property
        : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(property) ? `${value}px` : value;
      return `${name}:${String(text)}`;
    })
    .join(';');
}

function spanHtml({ className, style, children }: TokenSpan): string {
  const css = style ? styleText(style) : '';
  const classAttribute = className ? ` class="${escapeHtml(className)}"` : '';
  const styleAttribute = css ? ` style="${escapeHtml(css)}"` : '';
  return `<span${classAttribute}${styleAttribute}>${escapeHtml(children)}</span>`;
}

/**
 * The inside of a code line as markup: one `<span>` per token, then the `<br>` that keeps an empty line
 * from collapsing. The same elements the theme's line renders as a component per token.
 */
export function lineHtml(tokens: readonly TokenSpan[]): string {
  return `${tokens.map(spanHtml).join('')}<br/>`;
}

/**
 * A line whose only token is a line feed gets an empty token instead, as the theme's line does: the feed
 * and the `<br>` would otherwise make two line breaks.
 */
export function withoutLoneLineFeed<T extends { readonly content: string }>(
  line: readonly T[],
): readonly T[] {
  const [only] = line;
  return line.length === 1 && only?.content === '\n' ? [{ ...only, content: '' }] : line;
}
