import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as helpers from '../../../../plugins/lean-tslib/client/tslibHelpers';
import { TSLIB_IMPORTERS } from '../../../../plugins/lean-tslib';

const utilsCommonLib = path.dirname(
  createRequire(import.meta.url).resolve('@docusaurus/utils-common/lib/index.js'),
);

describe('lean tslib', () => {
  it('provides every tslib helper @docusaurus/utils-common calls', () => {
    const called = new Set<string>();
    for (const file of readdirSync(utilsCommonLib).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(path.join(utilsCommonLib, file), 'utf8');
      for (const match of source.matchAll(/tslib_\d+\.(__\w+)/g)) called.add(match[1] ?? '');
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((helper) => !(helper in helpers))).toEqual([]);
  });

  it('applies only to @docusaurus/utils-common', () => {
    expect(TSLIB_IMPORTERS.test(path.join(utilsCommonLib, 'index.js'))).toBe(true);
    expect(TSLIB_IMPORTERS.test('/site/node_modules/@docusaurus/theme-common/lib/index.js')).toBe(false);
  });

  it('wraps a CommonJS export as a default import and passes an ES module through', () => {
    const commonJs = (value: string) => value;
    expect(helpers.__importDefault(commonJs)).toEqual({ default: commonJs });
    const esModule = { __esModule: true, default: commonJs };
    expect(helpers.__importDefault(esModule)).toBe(esModule);
  });
});
