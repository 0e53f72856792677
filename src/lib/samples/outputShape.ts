/**
 * Compares the output a page shows with the output a run printed. Values that differ on every run (IDs,
 * timestamps, keys) are compared by their form; everything else must match: the same keys, the same enum
 * values, the same numbers, null where the run printed null. A page that leaves part of the output out
 * says so with a line of its own reading `...`, and may then show fewer lines, items or keys; a text
 * line that ends in `...` shows the start of a longer line.
 */

/** A value the emulator prints differently from AWS, with the source that shows what AWS prints. */
export interface EmulatorDeviation {
  /** The AWS CLI command it applies to, e.g. `organizations list-accounts`. */
  readonly command: string;
  readonly field: string;
  readonly emulator: string;
  readonly aws: string;
  readonly source: string;
}

const ELLIPSIS_LINE = /^\s*(\.\.\.|…|# \.\.\.|\[\.\.\.\])\s*$/;

/** Replaces what differs on every run with a placeholder of its kind. */
export function normalizeVolatile(text: string): string {
  return text
    .replace(/\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g, '<time>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\b(AKIA|ASIA)[A-Z0-9]{16}\b/g, '<access-key>')
    .replace(/\bou-[a-z0-9]{4,32}-[a-z0-9]{8,32}\b/g, 'ou-<id>')
    .replace(/\bo-[a-z0-9]{10,32}\b/g, 'o-<id>')
    .replace(/\br-[a-z0-9]{4}\b/g, 'r-<id>')
    .replace(/\b([a-z]+(?:-[a-z]+)*)-(?:[0-9a-f]{17}|[0-9a-f]{8})\b/g, '$1-<id>')
    .replace(/\b[0-9a-f]{32}\b/g, '<hex>')
    .replace(/[A-Za-z0-9+/]{60,}={0,2}/g, '<blob>');
}

/** Keys whose numbers differ from run to run. */
const VOLATILE_NUMBER_KEY = /time|date|timestamp|epoch|size|bytes|duration|age/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Parses text as one or more JSON documents in a row, or undefined when it is not JSON. */
export function parseJsonDocuments(text: string): Json[] | undefined {
  const documents: Json[] = [];
  let pending: string[] = [];
  for (const line of text.split('\n')) {
    if (pending.length === 0 && line.trim() === '') continue;
    pending.push(line);
    const candidate = pending.join('\n').replace(/,(\s*[\]}])/g, '$1');
    try {
      documents.push(JSON.parse(candidate) as Json);
      pending = [];
    } catch {
      // Not a whole document yet.
    }
  }
  return pending.length === 0 && documents.length > 0 ? documents : undefined;
}

function typeOf(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describe(value: Json): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function compareJson(page: Json, run: Json, path: string, abridged: boolean, key: string): string[] {
  const at = path === '' ? 'the output' : path;
  if (typeOf(page) !== typeOf(run)) {
    return [
      `${at}: the page shows ${describe(page)} (${typeOf(page)}), the run printed ${describe(run)} (${typeOf(run)})`,
    ];
  }
  if (typeof page === 'number') {
    return page === run || VOLATILE_NUMBER_KEY.test(key)
      ? []
      : [`${at}: the page shows ${page}, the run printed ${String(run)}`];
  }
  if (typeof page === 'string') {
    return normalizeVolatile(page) === normalizeVolatile(run as string)
      ? []
      : [`${at}: the page shows "${page}", the run printed "${String(run)}"`];
  }
  if (typeof page === 'boolean' || page === null) {
    return page === run ? [] : [`${at}: the page shows ${describe(page)}, the run printed ${describe(run)}`];
  }
  if (Array.isArray(page)) {
    const items = run as Json[];
    const problems: string[] = [];
    if (!abridged && page.length !== items.length) {
      problems.push(`${at}: the page shows ${page.length} items, the run printed ${items.length}`);
    }
    const unused = [...items];
    page.forEach((item, index) => {
      const match = unused.findIndex(
        (candidate) => compareJson(item, candidate, '', abridged, key).length === 0,
      );
      if (match >= 0) {
        unused.splice(match, 1);
      } else {
        const closest = unused[0] ?? items[index];
        problems.push(
          ...(closest === undefined
            ? [`${at}[${index}]: the run printed no item like ${describe(item)}`]
            : compareJson(item, closest, `${at}[${index}]`, abridged, key)),
        );
      }
    });
    return problems;
  }
  const object = run as Record<string, Json>;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(page)) {
    const child = path === '' ? name : `${path}.${name}`;
    if (!(name in object)) problems.push(`${child}: the run printed no such key`);
    else problems.push(...compareJson(value, object[name] as Json, child, abridged, name));
  }
  if (!abridged) {
    const extra = Object.keys(object).filter((name) => !(name in page));
    if (extra.length > 0) {
      problems.push(
        `${at}: the run also printed ${extra.join(', ')} (show them, or abridge the block with a "..." line)`,
      );
    }
  }
  return problems;
}

const normalizeLine = (line: string): string =>
  normalizeVolatile(line)
    .replace(/[\s|]+/g, ' ')
    .trim();

function compareText(pageLines: readonly string[], runLines: readonly string[], abridged: boolean): string[] {
  const problems: string[] = [];
  if (!abridged && pageLines.length !== runLines.length) {
    problems.push(`the page shows ${pageLines.length} lines, the run printed ${runLines.length}`);
  }
  const unused = runLines.map(normalizeLine);
  for (const line of pageLines) {
    // A line that ends in "..." shows the start of a longer one.
    const prefix = /(\.\.\.|…)\s*$/.exec(line)
      ? normalizeLine(line.replace(/(\.\.\.|…)\s*$/, ''))
      : undefined;
    const wanted = normalizeLine(line);
    const index = unused.findIndex((candidate) =>
      prefix === undefined ? candidate === wanted : candidate.startsWith(prefix),
    );
    if (index >= 0) unused.splice(index, 1);
    else problems.push(`the run printed no line like "${line.trim()}"`);
  }
  return problems;
}

/** Maps the emulator's known deviations to what AWS prints, in JSON and in text. */
export function applyDeviations(output: string, deviations: readonly EmulatorDeviation[]): string {
  return deviations.reduce((text, deviation) => {
    const json = new RegExp(`("${deviation.field}":\\s*)"${deviation.emulator}"`, 'g');
    const replaced = text.replace(json, `$1"${deviation.aws}"`);
    return replaced === text
      ? text.replace(new RegExp(`\\b${deviation.emulator}\\b`, 'g'), deviation.aws)
      : replaced;
  }, output);
}

/** The differences between a page's output block and a run's output; empty when the page is right. */
export function compareOutput(pageText: string, runText: string): string[] {
  const pageLines = pageText.split('\n');
  const abridged = pageLines.some((line) => ELLIPSIS_LINE.test(line));
  const page = pageLines.filter((line) => !ELLIPSIS_LINE.test(line)).join('\n');
  const pageJson = parseJsonDocuments(page);
  const runJson = parseJsonDocuments(runText);
  if (pageJson && runJson) {
    if (!abridged && pageJson.length !== runJson.length) {
      return [`the page shows ${pageJson.length} JSON documents, the run printed ${runJson.length}`];
    }
    return pageJson.flatMap((document, index) => {
      const run = runJson[index];
      return run === undefined
        ? [`the run printed no document like ${describe(document)}`]
        : compareJson(document, run, '', abridged, '');
    });
  }
  const nonEmpty = (lines: readonly string[]) => lines.filter((line) => line.trim() !== '');
  return compareText(nonEmpty(page.split('\n')), nonEmpty(runText.split('\n')), abridged);
}
