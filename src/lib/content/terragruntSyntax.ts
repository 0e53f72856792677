/**
 * Rejects Terragrunt syntax that current Terragrunt has removed or deprecated, so every page teaches one
 * generation of the tool. Older syntax may appear only inside an admonition titled for older versions
 * (`:::note[Older Terragrunt versions]`) and on the upgrade guides.
 */
import type { ParsedHclBlock } from './hclBlocks';
import { lineOf } from './hclBlocks';
import type { ContentProblem } from './rules';

/** Docs under these folders describe historical changes and may show old syntax anywhere. */
export const HISTORICAL_DOC_FOLDERS: readonly string[] = ['guides/stay-up-to-date/'];

/** An admonition title that exempts its body, e.g. "Older Terragrunt versions", "Before Terragrunt 0.73". */
const OLDER_VERSIONS_TITLE = /\b(older|earlier|legacy)\b.*\bversions?\b|\bbefore\b.*\d+\.\d+/i;

interface TextRule {
  readonly pattern: RegExp;
  readonly message: string;
}

/** Old commands, flags and variables, matched in prose and code alike. */
export const TEXT_RULES: readonly TextRule[] = [
  { pattern: /\brun-all\b/, message: '`run-all` is deprecated: use `run --all <command>`' },
  {
    pattern: /\b(?:plan|apply|destroy|output|validate)-all\b/,
    message: 'the `*-all` commands were removed: use `run --all <command>`',
  },
  { pattern: /\brender-json\b/, message: '`render-json` is deprecated: use `render --json -w`' },
  { pattern: /\bgraph-dependencies\b/, message: '`graph-dependencies` is deprecated: use `dag graph`' },
  { pattern: /\bhclfmt\b/, message: '`hclfmt` is deprecated: use `hcl fmt`' },
  { pattern: /\bhclvalidate\b/, message: '`hclvalidate` is deprecated: use `hcl validate`' },
  { pattern: /\bvalidate-inputs\b/, message: '`validate-inputs` is deprecated: use `hcl validate --inputs`' },
  { pattern: /\bterragrunt-info\b/, message: '`terragrunt-info` is deprecated: use `info print`' },
  {
    pattern: /\boutput-module-groups\b/,
    message: '`output-module-groups` is deprecated: use `find --dag --json`',
  },
  {
    pattern: /\bTERRAGRUNT_[A-Z0-9_]+/,
    message: '`TERRAGRUNT_*` environment variables are deprecated: use the `TG_*` names',
  },
  {
    pattern: /--terragrunt-[a-z-]+/,
    message: '`--terragrunt-*` flags are deprecated: use the flag without the prefix',
  },
  {
    pattern: /find_in_parent_folders\(\s*(?:"terragrunt\.hcl"\s*)?\)/,
    message:
      'a root `terragrunt.hcl` is deprecated: name it `root.hcl` and include it with `find_in_parent_folders("root.hcl")`',
  },
];

/** Top-level Terragrunt attributes replaced by blocks. */
const ATTRIBUTE_RULES: Readonly<Record<string, string>> = {
  skip: '`skip` is deprecated: use an `exclude` block',
  retryable_errors: 'a top-level `retryable_errors` is deprecated: use an `errors` block with `retry` blocks',
  retry_max_attempts: '`retry_max_attempts` is deprecated: use `max_attempts` in an `errors` `retry` block',
  retry_sleep_interval_sec:
    '`retry_sleep_interval_sec` is deprecated: use `sleep_interval_sec` in an `errors` `retry` block',
};

/** 0-based body lines inside admonitions titled for older versions (fenced code does not open or close one). */
export function olderVersionLines(body: string): Set<number> {
  const exempt = new Set<number>();
  const open: { readonly colons: number; readonly exempt: boolean }[] = [];
  let fence: string | undefined;
  body.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    const fenceMatch = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fenceMatch?.[1]) {
      if (fence === undefined) fence = fenceMatch[1];
      else if (trimmed === fence || trimmed.startsWith(fence)) fence = undefined;
    } else if (fence === undefined) {
      const opening = /^(:{3,})(\w+)(?:\[(.*)\])?/.exec(trimmed);
      const closing = /^(:{3,})\s*$/.exec(trimmed);
      if (opening?.[1]) {
        open.push({ colons: opening[1].length, exempt: OLDER_VERSIONS_TITLE.test(opening[3] ?? '') });
      } else if (closing?.[1]) {
        const colons = closing[1].length;
        const at = open.map((item) => item.colons).lastIndexOf(colons);
        if (at >= 0) open.splice(at);
      }
    }
    if (open.some((item) => item.exempt)) exempt.add(index);
  });
  return exempt;
}

/** Every use of removed or deprecated Terragrunt syntax in a doc, with its line. */
export function checkTerragruntSyntax(
  file: string,
  body: string,
  bodyLineOffset: number,
  blocks: readonly ParsedHclBlock[],
): ContentProblem[] {
  if (HISTORICAL_DOC_FOLDERS.some((folder) => file.startsWith(folder))) return [];
  const exempt = olderVersionLines(body);
  const problems: ContentProblem[] = [];
  body.split('\n').forEach((line, index) => {
    if (exempt.has(index)) return;
    // Heading ids stay stable for the links that point at them, even when they name an old command.
    const text = line.replace(/\{#[\w-]+\}/g, '');
    for (const rule of TEXT_RULES) {
      if (rule.pattern.test(text)) {
        problems.push({ file, line: bodyLineOffset + index + 1, message: rule.message });
      }
    }
  });
  for (const parsed of blocks) {
    if (!parsed.parsed || exempt.has(parsed.fileLine - bodyLineOffset - 1)) continue;
    for (const [attribute, message] of Object.entries(ATTRIBUTE_RULES)) {
      if (attribute in parsed.parsed) {
        problems.push({ file, line: lineOf(parsed, new RegExp(`^${attribute}\\s*=`)), message });
      }
    }
    if (Array.isArray(parsed.parsed.include)) {
      problems.push({
        file,
        line: lineOf(parsed, /^include\s*\{/),
        message: 'a bare `include` block is deprecated: give it a label, e.g. `include "root" { ... }`',
      });
    }
  }
  return problems;
}
