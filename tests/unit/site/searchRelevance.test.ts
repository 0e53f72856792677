import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const relevance = JSON.parse(
  readFileSync(path.join(root, 'tests/fixtures/search-relevance.json'), 'utf8'),
) as {
  queries: { query: string; expect: string }[];
};
const requiredRoutes = readFileSync(path.join(root, 'tests/fixtures/required-routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

describe('search relevance set', () => {
  it('has at least 25 distinct queries', () => {
    const queries = relevance.queries.map((entry) => entry.query.trim().toLowerCase());
    expect(queries.length).toBeGreaterThanOrEqual(25);
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('expects pages the site serves, as routes without anchors', () => {
    for (const entry of relevance.queries) {
      expect(entry.query.trim()).not.toBe('');
      expect(requiredRoutes, `${entry.query} → ${entry.expect}`).toContain(entry.expect);
    }
  });
});
