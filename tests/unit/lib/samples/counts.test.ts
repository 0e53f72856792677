import { describe, expect, it } from 'vitest';
import { countReason, describeCounts, type ReasonCounts } from '../../../../src/lib/samples/counts';

describe('describeCounts', () => {
  it('lists reasons largest first, then by name', () => {
    const counts: ReasonCounts = new Map();
    ['needs kubectl', 'needs gh', 'needs kubectl', 'needs curl'].forEach((reason) =>
      countReason(counts, reason),
    );
    expect(describeCounts(counts)).toBe('2 needs kubectl, 1 needs curl, 1 needs gh');
  });
});
