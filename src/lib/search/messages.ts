/** "1 result" / "12 results". */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

/** The sentence screen readers hear when results change: "12 results for “nat gateway”". */
export function resultCountAnnouncement(total: number, query: string): string {
  const quoted = `“${query.trim()}”`;
  return total === 0 ? `No results for ${quoted}` : `${resultCount(total)} for ${quoted}`;
}
