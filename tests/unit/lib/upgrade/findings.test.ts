import { describe, expect, it } from 'vitest';
import { upgradeFindings } from '../../../../src/lib/upgrade/findings';

const PLUGINS = ['lean-prism', 'route-loading', 'search'];

describe('upgradeFindings', () => {
  it('names a plugin by the prefix of its own message', () => {
    const output = '[ERROR] route-loading: expected one progress bar module; review plugins/route-loading';
    expect(upgradeFindings(output, false, PLUGINS)).toEqual([
      { plugin: 'route-loading', message: 'expected one progress bar module; review plugins/route-loading' },
    ]);
  });

  it('names a plugin by a stack frame under the error', () => {
    const output = [
      'TypeError: _logger.default.info is not a function',
      '    at Object.configureWebpack (/tmp/site/plugins/search/index.ts:93:12)',
    ].join('\n');
    expect(upgradeFindings(output, false, PLUGINS)).toEqual([
      { plugin: 'search', message: 'TypeError: _logger.default.info is not a function' },
    ]);
  });

  it('names a plugin by its failing test file, with the assertion', () => {
    const output = [
      '\u001b[31m FAIL \u001b[39m tests/unit/plugins/lean-prism/standIns.test.ts > imports only names the stand-in exports',
      'AssertionError: expected [ "Prism" ] to deeply equal []',
    ].join('\n');
    expect(upgradeFindings(output, false, PLUGINS)).toEqual([
      {
        plugin: 'lean-prism',
        message:
          'imports only names the stand-in exports failed: AssertionError: expected [ "Prism" ] to deeply equal []',
      },
    ]);
  });

  it('reports a failure that names no plugin as the site, and nothing for a clean run', () => {
    expect(upgradeFindings('Error: Cannot find module react-dom', false, PLUGINS)).toEqual([
      { plugin: 'site', message: 'Error: Cannot find module react-dom' },
    ]);
    expect(upgradeFindings('[SUCCESS] Generated static files in "build".', true, PLUGINS)).toEqual([]);
  });
});
