import { describe, expect, it } from 'vitest';
import { actionUses, checkActionUse, readActionList } from '../../../../src/lib/samples/workflowActions';

const list = readActionList({
  actions: {
    'actions/checkout': { version: 'v7', release: 'https://github.com/actions/checkout/releases/tag/v7.0.0' },
  },
});

describe('actionUses', () => {
  it('finds remote actions with their line and pin comment, not local or Docker ones', () => {
    const yaml = [
      'steps:',
      '  - uses: actions/checkout@v7',
      '  - uses: ./.github/actions/setup-tools',
      '  - uses: docker://alpine:3',
      "  - uses: 'actions/checkout@0123456789abcdef0123456789abcdef01234567' # v7.0.1",
    ].join('\n');
    expect(actionUses(yaml)).toEqual([
      { line: 1, action: 'actions/checkout', ref: 'v7', comment: '' },
      {
        line: 4,
        action: 'actions/checkout',
        ref: '0123456789abcdef0123456789abcdef01234567',
        comment: 'v7.0.1',
      },
    ]);
  });
});

describe('checkActionUse', () => {
  const use = (ref: string, comment = '', action = 'actions/checkout') => ({ line: 0, action, ref, comment });

  it('accepts the listed version and a SHA whose comment names a release of it', () => {
    expect(checkActionUse(use('v7'), list)).toBeUndefined();
    expect(checkActionUse(use('0123456789abcdef0123456789abcdef01234567', 'v7.0.1'), list)).toBeUndefined();
  });

  it.each([
    [use('v4'), 'the docs use actions/checkout@v7'],
    [use('0123456789abcdef0123456789abcdef01234567', 'v6.0.0'), 'needs a "# v7.x.y" comment'],
    [use('v1', '', 'someone/else'), 'someone/else is not in src/data/github-actions.json'],
  ])('rejects %j', (actionUse, message) => {
    expect(checkActionUse(actionUse, list)).toContain(message);
  });
});

describe('readActionList', () => {
  it('names an entry without a release link', () => {
    expect(() => readActionList({ actions: { 'a/b': { version: 'v1' } } })).toThrow('"a/b" needs a version');
  });
});
