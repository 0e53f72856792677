import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PENDING_NAVIGATION } from '../../../plugins/route-loading';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;

/** Every `.js` file below a folder (the compiled client code of an installed package). */
function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** Names a module imports at run time from `specifier` (`default` for a default import). */
function importedNames(source: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names: string[] = [];
  for (const match of source.matchAll(
    new RegExp(`import\\s+(?!type\\b)([^;]*?)\\s+from\\s+['"]${escaped}['"]`, 'g'),
  )) {
    const clause = match[1] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    if (named) {
      for (const part of named.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.push(name);
      }
    }
    if (/^\s*[\w$]+/.test(clause.replace(/\{[^}]*\}/, '').replace(/,/g, ''))) names.push('default');
  }
  return names;
}

/** The names a TypeScript module exports, read from its syntax tree. */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isExportAssignment(statement)) names.add('default');
    if (!exported) continue;
    if (isDefault) names.add('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) names.add(declaration.name.getText());
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.add((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

interface StandIn {
  readonly specifier: string;
  readonly standIn: string;
  /** Installed files whose imports the stand-in must satisfy. */
  readonly consumers: readonly string[];
}

const themeClassic = path.dirname(resolve('@docusaurus/theme-classic/package.json'));
const themeCommon = path.join(ROOT, 'node_modules', '@docusaurus', 'theme-common');
const coreClient = path.dirname(resolve('@docusaurus/core/lib/client/PendingNavigation.js'));
const themeProgressBar = resolve('@docusaurus/theme-classic/lib/nprogress.js');
const themePrismClientModule = resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

const STAND_INS: readonly StandIn[] = [
  {
    specifier: 'prism-react-renderer',
    standIn: 'plugins/lean-prism/client/prismReactRenderer.ts',
    // The theme's Prism client module is itself replaced (plugins/lean-prism), so its imports do not count.
    consumers: [...jsFiles(path.join(themeClassic, 'lib')), ...jsFiles(path.join(themeCommon, 'lib'))].filter(
      (file) => file !== themePrismClientModule,
    ),
  },
  {
    specifier: './preload',
    standIn: 'plugins/route-loading/client/preloadWithRetry.ts',
    consumers: jsFiles(coreClient).filter((file) => PENDING_NAVIGATION.test(file)),
  },
];

describe('stand-in modules', () => {
  it.each(STAND_INS)('$standIn exports every name the installed packages import from $specifier', (entry) => {
    const wanted = new Set(
      entry.consumers.flatMap((file) => importedNames(readFileSync(file, 'utf8'), entry.specifier)),
    );
    expect(wanted.size).toBeGreaterThan(0);
    const provided = exportedNames(path.join(ROOT, entry.standIn));
    expect([...wanted].filter((name) => !provided.has(name))).toEqual([]);
  });

  it('replaces client modules that still exist and keep their lifecycle shape', () => {
    expect(readFileSync(themeProgressBar, 'utf8')).toMatch(/onRouteUpdate[\s\S]*onRouteDidUpdate/);
    expect(exportedNames(path.join(ROOT, 'plugins/route-loading/client/progressBar.ts')).has('default')).toBe(
      true,
    );
    expect(readFileSync(themePrismClientModule, 'utf8')).toContain('prismIncludeLanguages(Prism)');
  });

  it('reads imports the way the bundler sees them', () => {
    const source = [
      "import { Highlight, type Language } from 'prism-react-renderer';",
      "import type { PrismTheme } from 'prism-react-renderer';",
      "import nprogress, { configure as setUp } from 'nprogress';",
    ].join('\n');
    expect(importedNames(source, 'prism-react-renderer')).toEqual(['Highlight']);
    expect(importedNames(source, 'nprogress').sort()).toEqual(['configure', 'default']);
  });
});
