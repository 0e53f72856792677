import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BODY_FONT, bodyFontHeadTags } from '../../../../src/lib/config/bodyFont';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const require = createRequire(import.meta.url);

describe('the body font', () => {
  it('served from static/ is the installed package file, byte for byte', () => {
    const served = readFileSync(path.join(root, 'static', BODY_FONT.path));
    expect(served.equals(readFileSync(require.resolve(BODY_FONT.source)))).toBe(true);
  });

  it('has the Latin range of the package’s own stylesheet', () => {
    const packageCss = readFileSync(require.resolve('@fontsource-variable/inter/wght.css'), 'utf8');
    const latinFace = packageCss
      .split('@font-face')
      .find((face) => face.includes('files/inter-latin-wght-normal.woff2'));
    const range = /unicode-range:\s*([^;]+);/.exec(latinFace ?? '')?.[1] ?? '';
    const compact = (ranges: string) => ranges.replace(/\s+/g, '');
    expect(compact(BODY_FONT.unicodeRange)).toBe(compact(range));
  });

  it('is preloaded in CORS mode at the URL its @font-face names', () => {
    const [preload, style] = bodyFontHeadTags('/docs/');
    expect(preload?.attributes).toMatchObject({
      rel: 'preload',
      href: '/docs/fonts/inter-latin-wght-normal.woff2',
      as: 'font',
      crossorigin: 'anonymous',
    });
    expect(style?.innerHTML).toContain("src:url('/docs/fonts/inter-latin-wght-normal.woff2')");
    expect(style?.innerHTML).toContain('font-display:optional');
  });

  it('is declared once: the stylesheet keeps only the Latin Extended subset', () => {
    const css = readFileSync(path.join(root, 'src', 'css', 'custom.css'), 'utf8');
    expect(css).not.toContain('inter-latin-wght-normal');
    expect(css).toContain('inter-latin-ext-wght-normal');
  });
});
