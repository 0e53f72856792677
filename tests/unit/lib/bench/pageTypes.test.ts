import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../../../../src/lib/bench/pageTypes';

describe('PAGE_TYPES', () => {
  it('names each page type and route once', () => {
    expect(new Set(PAGE_TYPES.map((type) => type.name)).size).toBe(PAGE_TYPES.length);
    expect(new Set(PAGE_TYPES.map((type) => type.route)).size).toBe(PAGE_TYPES.length);
  });
});
