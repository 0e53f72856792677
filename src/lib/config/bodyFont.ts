import type { HtmlTagObject } from '@docusaurus/types';

/**
 * The body font's Latin subset, the one font file every page needs, served from `static/` at a fixed
 * path so that <head> can preload it. Without the preload the browser asks for the font only once the
 * stylesheet is in and the page laid out, and the first paint waits for it (`font-display: optional`
 * holds text back for up to 100 ms): in Lighthouse's mobile run of the FAQ page the first paint came at
 * 1.2 s, 0.9 s with the preload. Its @font-face is inline in <head> too: in the stylesheet, the bundler
 * would rewrite the URL to a hashed copy, which the preload cannot name, being written before bundling.
 * The Latin Extended subset stays in `src/css/custom.css`.
 */
export const BODY_FONT = {
  family: 'Inter Variable',
  /** Where the site serves it, below the base URL. */
  path: 'fonts/inter-latin-wght-normal.woff2',
  /** The installed file it is a copy of (a unit test keeps the two identical). */
  source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  /** The subset's characters, as the package's own stylesheet declares them. */
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
    'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;

/**
 * The preload and the @font-face of the body font. `optional`: a font that arrives late is skipped for
 * that visit instead of swapped in, so text never reflows under the reader (a swap moved the first
 * paragraph, a layout shift of about 0.14).
 */
export function bodyFontHeadTags(baseUrl: string): HtmlTagObject[] {
  const url = `${baseUrl}${BODY_FONT.path}`;
  return [
    {
      tagName: 'link',
      // Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches it twice.
      attributes: { rel: 'preload', href: url, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
    },
    {
      tagName: 'style',
      attributes: {},
      innerHTML:
        `@font-face{font-display:optional;font-family:'${BODY_FONT.family}';font-style:normal;` +
        `font-weight:100 900;src:url('${url}') format('woff2-variations');unicode-range:${BODY_FONT.unicodeRange}}`,
    },
  ];
}
