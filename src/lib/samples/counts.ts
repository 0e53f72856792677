/** Counts of skipped samples by reason, for the sample checks' summary lines. */
export type ReasonCounts = Map<string, number>;

/** Adds one to a reason's count. */
export function countReason(counts: ReasonCounts, reason: string): void {
  counts.set(reason, (counts.get(reason) ?? 0) + 1);
}

/** "3 call a registry module, 1 uses the helm provider": reasons with their counts, largest first. */
export function describeCounts(counts: ReadonlyMap<string, number>): string {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${count} ${reason}`)
    .join(', ');
}
