/** One run of excerpt text, highlighted when it matched the query. */
export interface ExcerptSegment {
  readonly text: string;
  readonly highlighted: boolean;
}

const MARK_TAGS = /(<mark>|<\/mark>)/;

/**
 * Turns a Pagefind excerpt into plain text runs. Pagefind escapes `<` and `>` in page text and wraps
 * matches in `<mark>`; reversing exactly that lets the UI render text nodes and never inject HTML.
 */
export function parseExcerpt(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let highlighted = false;
  for (const part of excerpt.split(MARK_TAGS)) {
    if (part === '<mark>') {
      highlighted = true;
      continue;
    }
    if (part === '</mark>') {
      highlighted = false;
      continue;
    }
    const text = part.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    if (text === '') continue;
    const previous = segments.at(-1);
    if (previous && previous.highlighted === highlighted) {
      segments[segments.length - 1] = { text: previous.text + text, highlighted };
    } else {
      segments.push({ text, highlighted });
    }
  }
  return segments;
}
