import { describe, expect, it } from 'vitest';
import { BYTE_TARGETS, byteBudgetsOf, PAGE_TYPES } from '../../../../src/lib/bench/pageTypes';

describe('byteBudgetsOf', () => {
  it('holds a page type without ceilings to the targets', () => {
    expect(byteBudgetsOf({})).toEqual(BYTE_TARGETS);
  });

  it('replaces only the figures a page type has a ceiling for', () => {
    expect(byteBudgetsOf({ byteCeilings: { renderJs: 170 * 1024 } })).toEqual({
      ...BYTE_TARGETS,
      renderJs: 170 * 1024,
    });
  });
});

describe('PAGE_TYPES', () => {
  it('gives ceilings only above the targets, so a met target is enforced as the target', () => {
    for (const { name, byteCeilings = {} } of PAGE_TYPES) {
      for (const [figure, ceiling] of Object.entries(byteCeilings)) {
        expect(ceiling, `${name} ${figure}`).toBeGreaterThan(
          BYTE_TARGETS[figure as keyof typeof BYTE_TARGETS],
        );
      }
    }
  });

  it('names each page type and route once', () => {
    expect(new Set(PAGE_TYPES.map((type) => type.name)).size).toBe(PAGE_TYPES.length);
    expect(new Set(PAGE_TYPES.map((type) => type.route)).size).toBe(PAGE_TYPES.length);
  });
});
