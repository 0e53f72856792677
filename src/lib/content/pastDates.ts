/**
 * A page is written as of its `last_reviewed` date. A date before that day is past, so a sentence that
 * puts it in the future ("will reach end of support on June 30, 2026") was true once and is wrong now.
 */
import { stripCodeBlocks } from './markdown';
import type { ContentProblem, FrontMatter } from './rules';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(${MONTHS.map((month) => `${month[0]?.toUpperCase()}${month.slice(1)}`).join('|')})`;

/** A date in prose, with the last day it can mean: "June 2026" is past only once June is over. */
export interface ProseDate {
  readonly text: string;
  readonly index: number;
  /** ISO day, `YYYY-MM-DD`. */
  readonly lastDay: string;
}

const pad = (value: number): string => String(value).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

const DATE_PATTERNS: readonly { pattern: RegExp; toDay: (match: RegExpExecArray) => string }[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, toDay: (m) => `${m[1]}-${m[2]}-${m[3]}` },
  {
    pattern: new RegExp(`\\b${MONTH} (\\d{1,2}),? (\\d{4})\\b`, 'g'),
    toDay: (m) => `${m[3]}-${pad(MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1)}-${pad(Number(m[2]))}`,
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2}) ${MONTH} (\\d{4})\\b`, 'g'),
    toDay: (m) => `${m[3]}-${pad(MONTHS.indexOf((m[2] ?? '').toLowerCase()) + 1)}-${pad(Number(m[1]))}`,
  },
  {
    pattern: new RegExp(`\\b${MONTH} (\\d{4})\\b`, 'g'),
    toDay: (m) => lastDayOfMonth(Number(m[2]), MONTHS.indexOf((m[1] ?? '').toLowerCase()) + 1),
  },
];

/** Every date a piece of prose names; a month-and-year that is part of a full date counts once. */
export function findDates(text: string): ProseDate[] {
  const found: ProseDate[] = [];
  for (const { pattern, toDay } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index;
      if (found.some((date) => index >= date.index && index < date.index + date.text.length)) continue;
      found.push({ text: match[0], index, lastDay: toDay(match as RegExpExecArray) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Words that put a clause in the future, or in a present that lasts ("is supported until"). */
const FUTURE =
  /\b(will|won't|shall|upcoming|is (?:scheduled|planned|due|expected|set|going) to|are (?:scheduled|planned|due|expected|set|going) to|reaches|ends|expires|retires|until)\b/i;
/** Words that put a clause in the past. */
const PAST =
  /\b(was|were|had|has been|have been|ended|reached|expired|retired|stopped|became|passed|since|already|released|published|announced|added|introduced|shipped)\b/i;

/** The `last_reviewed` day of a page's front matter, as `YYYY-MM-DD`, or an error message. */
export function lastReviewedOf(frontMatter: FrontMatter): string | { error: string } | undefined {
  const value = frontMatter.last_reviewed;
  if (value === undefined) return undefined;
  // YAML reads an unquoted 2026-11-28 as a date.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))
    ? text
    : { error: `last_reviewed must be a date written YYYY-MM-DD, not "${text}"` };
}

/** Pages that must say when they were last checked against their sources. */
export const needsLastReviewed = (file: string): boolean => file.startsWith('guides/');

/**
 * Checks that a page which needs one has `last_reviewed`, and that no clause puts a date before it in the
 * future. Clauses are split at sentence ends and semicolons.
 */
export function checkPastDates(
  file: string,
  frontMatter: FrontMatter,
  body: string,
  bodyLineOffset: number,
): ContentProblem[] {
  const reviewed = lastReviewedOf(frontMatter);
  if (reviewed === undefined) {
    return needsLastReviewed(file)
      ? [{ file, line: 1, message: 'a guide page needs last_reviewed: YYYY-MM-DD in its front matter' }]
      : [];
  }
  if (typeof reviewed !== 'string') return [{ file, line: 1, message: reviewed.error }];
  const problems: ContentProblem[] = [];
  stripCodeBlocks(body)
    .split('\n')
    .forEach((line, index) => {
      for (const clause of line.split(/(?<=[.!?])\s+(?=[A-Z])|;\s/)) {
        // "will be retired" is future: only a past form outside such a phrase makes the clause past.
        const pastForms = clause.replace(/\b(?:will|won't|shall)(?: not)? (?:be|have been|have) \w+/gi, '');
        if (!FUTURE.test(clause) || PAST.test(pastForms)) continue;
        for (const date of findDates(clause)) {
          if (date.lastDay >= reviewed) continue;
          problems.push({
            file,
            line: bodyLineOffset + index + 1,
            message: `"${date.text}" is before last_reviewed (${reviewed}) but the sentence puts it in the future: write it in the past tense`,
          });
        }
      }
    });
  return problems;
}
