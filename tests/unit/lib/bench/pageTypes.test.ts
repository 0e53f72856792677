import { describe, expect, it } from 'vitest';
import { byteBudgets, PAGE_TYPES } from '../../../../src/lib/bench/pageTypes';

describe('PAGE_TYPES', () => {
  it('names each page type and route once', () => {
    expect(new Set(PAGE_TYPES.map((type) => type.name)).size).toBe(PAGE_TYPES.length);
    expect(new Set(PAGE_TYPES.map((type) => type.route)).size).toBe(PAGE_TYPES.length);
  });

  it('holds the home page to 150 KB of render JS and the doc pages to 185 KB', () => {
    expect(byteBudgets({ route: '/' })).toEqual({ renderJs: 150 * 1024, allJs: 220 * 1024, css: 18 * 1024 });
    expect(byteBudgets({ route: '/faq/terragrunt' }).renderJs).toBe(185 * 1024);
  });
});
