import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as helpers from '../../../../plugins/lean-tslib/client/tslibHelpers';
import { calledHelpers, TSLIB_IMPORTERS } from '../../../../plugins/lean-tslib';

const utilsCommonLib = path.dirname(
  createRequire(import.meta.url).resolve('@docusaurus/utils-common/lib/index.js'),
);

describe('lean tslib', () => {
  it('finds the helpers @docusaurus/utils-common calls, and provides each of them', () => {
    const called = calledHelpers(path.resolve(import.meta.dirname, '..', '..', '..', '..'));
    expect(called).toContain('__importDefault');
    expect(called.filter((helper) => !(helper in helpers))).toEqual([]);
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
