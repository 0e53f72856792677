import type { ContentProblem } from '../../../src/lib/content/rules';

/** What one kind of sample check found, for the summary line and the problem list. */
export interface KindResult {
  readonly kind: string;
  /** The counts, e.g. "58 configurations validated; 4 skipped: 3 call a registry module". */
  readonly summary: string;
  /** Problems with a repository path (`docs/...`) and a 1-based line. */
  readonly problems: readonly ContentProblem[];
  /** Set when a tool this kind needs is missing: the line that says what to install. */
  readonly missing?: string;
}
