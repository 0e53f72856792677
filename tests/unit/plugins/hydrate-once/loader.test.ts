import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '@docusaurus/types';
import hydrateOnce, { REMOUNTING_THEME_MODULES } from '../../../../plugins/hydrate-once';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;

const { removeRemountKey } = createRequire(import.meta.url)(
  '../../../../plugins/hydrate-once/loader.cjs',
) as { removeRemountKey(source: string, file: string): string };

describe('hydrate-once loader', () => {
  it.each(REMOUNTING_THEME_MODULES)('finds the one remount key in the installed %s', (module) => {
    const file = resolve(module);
    const source = readFileSync(file, 'utf8');
    const output = removeRemountKey(source, file);
    expect(output).not.toMatch(/\bisBrowser\b/);
    // Only the key and the hook call that fed it go: the rest of the component is untouched.
    expect(source.length - output.length).toBe(
      'key={String(isBrowser)}'.length + 'const isBrowser = useIsBrowser();'.length,
    );
  });

  it('fails loudly when the theme no longer has the key', () => {
    expect(() => removeRemountKey('export default function CodeBlock() {}', 'CodeBlock/index.js')).toThrow(
      /found 0 and 0 in CodeBlock\/index.js/,
    );
  });

  it('fails loudly when the theme uses isBrowser for something else too', () => {
    const source = [
      'const isBrowser = useIsBrowser();',
      'return <Content key={String(isBrowser)} wrap={isBrowser} />;',
    ].join('\n');
    expect(() => removeRemountKey(source, 'CodeBlock/index.js')).toThrow(
      /used for more than the remount key/,
    );
  });
});

describe('hydrate-once', () => {
  const contextWith = (prism: Record<string, unknown>) =>
    ({ siteDir: ROOT, siteConfig: { themeConfig: { prism } } }) as unknown as LoadContext;

  it.each([
    ['code colours of its own', { plain: { color: '#fff' } }],
    ['the same theme again, which reaches the browser as a second object', undefined],
  ])('stops the build when dark mode has %s', (_case, darkTheme) => {
    const theme = { plain: {}, styles: [] };
    expect(() => hydrateOnce(contextWith({ theme, darkTheme: darkTheme ?? theme }))).toThrow(
      'hydrate-once: themeConfig.prism.darkTheme is set',
    );
  });

  it('accepts one theme for both modes', () => {
    expect(hydrateOnce(contextWith({ theme: { plain: {}, styles: [] } })).name).toBe('hydrate-once');
  });
});
