/**
 * Keeps tool versions in one place: pages link to the recommended-tools table instead of restating a
 * minimum such as "Terraform 1.9+". Statements that a feature arrived in a release stay allowed.
 */
import type { ContentProblem } from './rules';
import { stripCodeBlocks } from './markdown';

/** The page that renders the tool baseline (src/lib/toolBaseline.ts). */
export const TOOL_BASELINE_DOC = 'intro/environment-setup/recommended_tools.md';

const HISTORICAL_FOLDERS: readonly string[] = ['guides/stay-up-to-date/'];

const MINIMUM_VERSION =
  /\b(Terraform|Terragrunt|Packer|Terratest|Go|OpenTofu|AWS provider)\s+v?\d+(?:\.\d+)*(?:\.x)?\+/;

/** Every "Tool X.Y+" minimum stated outside the baseline page and the upgrade guides. */
export function checkToolVersionClaims(file: string, body: string, bodyLineOffset: number): ContentProblem[] {
  if (file === TOOL_BASELINE_DOC || HISTORICAL_FOLDERS.some((folder) => file.startsWith(folder))) return [];
  const problems: ContentProblem[] = [];
  stripCodeBlocks(body)
    .split('\n')
    .forEach((line, index) => {
      const match = MINIMUM_VERSION.exec(line);
      if (match) {
        problems.push({
          file,
          line: bodyLineOffset + index + 1,
          message: `"${match[0]}" restates a tool version: link to the baseline in ${TOOL_BASELINE_DOC}#tool-versions instead`,
        });
      }
    });
  return problems;
}
