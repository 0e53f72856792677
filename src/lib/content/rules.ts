import type { ParsedHclBlock } from './hclBlocks';
import { countProseWords } from './markdown';

/** Minimum prose words on a doc page that is not allow-listed as an index or stub page. */
export const MIN_WORDS = 300;

/**
 * Doc files (relative to docs/) that may be shorter than MIN_WORDS: indexes whose job is to link
 * onwards. Placeholder words stay forbidden everywhere.
 */
export const SHORT_PAGE_ALLOWLIST: readonly string[] = ['intro/index.mdx', 'faq/index.md'];

/** Words that mark unfinished content; matched case-insensitively as whole words. */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [/\blorem\b/i, /\bTODO\b/, /\bTBD\b/, /\bcoming soon\b/i];

export interface FrontMatter {
  readonly [key: string]: unknown;
}

export interface ContentProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface DocInput {
  /** Path relative to docs/, with forward slashes. */
  readonly file: string;
  readonly frontMatter: FrontMatter;
  readonly body: string;
  /** Lines taken by the front matter block, to report body lines as file lines. */
  readonly bodyLineOffset: number;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Checks title, description and tags against the allowed tag list. */
export function checkFrontMatter(doc: DocInput, allowedTags: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const { frontMatter, file } = doc;
  if (!isNonEmptyString(frontMatter.title))
    problems.push({ file, line: 1, message: 'front matter has no title' });
  if (!isNonEmptyString(frontMatter.description)) {
    problems.push({ file, line: 1, message: 'front matter has no description' });
  }
  const tags = frontMatter.tags;
  if (tags !== undefined) {
    if (!Array.isArray(tags)) {
      problems.push({ file, line: 1, message: 'front matter tags must be a list' });
    } else {
      for (const tag of tags) {
        if (typeof tag !== 'string' || !allowedTags.has(tag)) {
          problems.push({ file, line: 1, message: `tag "${String(tag)}" is not in docs/tags.yml` });
        }
      }
    }
  }
  return problems;
}

/** Checks length and placeholder words. */
export function checkProse(doc: DocInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!SHORT_PAGE_ALLOWLIST.includes(doc.file)) {
    const words = countProseWords(doc.body);
    if (words < MIN_WORDS) {
      problems.push({
        file: doc.file,
        line: 1,
        message: `only ${words} words of prose (minimum ${MIN_WORDS})`,
      });
    }
  }
  doc.body.split('\n').forEach((text, index) => {
    for (const pattern of PLACEHOLDER_PATTERNS) {
      if (pattern.test(text)) {
        problems.push({
          file: doc.file,
          line: doc.bodyLineOffset + index + 1,
          message: `placeholder text matches ${String(pattern)}`,
        });
      }
    }
  });
  return problems;
}

/** Reports every hcl/terraform block that does not parse, at the line of the block. */
export function checkHclParses(file: string, blocks: readonly ParsedHclBlock[]): ContentProblem[] {
  return blocks
    .filter((block) => block.error !== undefined)
    .map((block) => ({
      file,
      line: block.fileLine,
      message: `HCL block does not parse: ${block.error ?? ''}`,
    }));
}

/** Allowed tags no doc uses: every tag of the spec must have its /tags/<slug> page. */
export function unusedTags(allowed: ReadonlySet<string>, used: ReadonlySet<string>): string[] {
  return [...allowed].filter((tag) => !used.has(tag)).sort();
}
