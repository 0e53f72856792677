/**
 * A historical upgrade guide (`historical: true` in its front matter) shows the syntax of the release it
 * is about, which the syntax lint would flag today. It says so before anything else, so a reader never
 * copies its code into a current project unawares.
 */
import type { ContentProblem, FrontMatter } from './rules';

/** The admonition a historical page opens with, e.g. `:::caution[Historical guide]`. */
const HISTORICAL_NOTE = /^:::(note|info|caution|warning)\[Historical[^\]]*\]/;

export const isHistorical = (frontMatter: FrontMatter): boolean => frontMatter.historical === true;

/** A historical page must open with the note; `historical` must be `true` when it is set at all. */
export function checkHistoricalNote(file: string, frontMatter: FrontMatter, body: string): ContentProblem[] {
  if (frontMatter.historical === undefined) return [];
  if (frontMatter.historical !== true) {
    return [{ file, line: 1, message: 'historical must be true, or left out' }];
  }
  const lines = body.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !/^\s*(import|export)\s/.test(line));
  if (first >= 0 && HISTORICAL_NOTE.test(lines[first] ?? '')) return [];
  return [
    {
      file,
      line: 1,
      message:
        'a historical page opens with an admonition titled for it, e.g. :::caution[Historical guide], saying which releases it was written for',
    },
  ];
}
