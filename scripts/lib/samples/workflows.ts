import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { load as loadYaml } from 'js-yaml';
import { extractCodeBlocks } from '../../../src/lib/content/markdown';
import type { ContentProblem } from '../../../src/lib/content/rules';
import { actionUses, checkActionUse, readActionList } from '../../../src/lib/samples/workflowActions';
import type { KindResult } from './report';
import { SITE_DIR, type SampleSource } from './sources';

const ACTIONS_FILE = path.join(SITE_DIR, 'src', 'data', 'github-actions.json');

type GitHubFile = 'workflow' | 'action';

/** A workflow has `on` and `jobs`; an action file has `runs`. Other YAML (Kubernetes manifests) is neither. */
function kindOf(yaml: string): GitHubFile | undefined {
  let data: unknown;
  try {
    data = loadYaml(yaml);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  if ('jobs' in data && 'on' in data) return 'workflow';
  if ('runs' in data) return 'action';
  return undefined;
}

const PARSER_LINE = /\(Line: (\d+), Col: \d+\): (.*)$/;

/** Parses every workflow and action file in the docs with GitHub's parser and checks their action versions. */
export async function checkWorkflows(sources: readonly SampleSource[]): Promise<KindResult> {
  const list = readActionList(JSON.parse(await readFile(ACTIONS_FILE, 'utf8')));
  const problems: ContentProblem[] = [];
  const counts = { workflow: 0, action: 0, uses: 0 };
  for (const source of sources) {
    for (const block of extractCodeBlocks(source.body)) {
      if (block.language !== 'yaml' && block.language !== 'yml') continue;
      const kind = kindOf(block.code);
      if (!kind) continue;
      counts[kind] += 1;
      const fenceLine = source.bodyLineOffset + block.line;
      const file = { name: block.title ?? `${kind}.yml`, content: block.code };
      const parsed =
        kind === 'workflow'
          ? parseWorkflow(file, new NoOperationTraceWriter())
          : parseAction(file, new NoOperationTraceWriter());
      for (const error of parsed.context.errors.getErrors()) {
        const match = PARSER_LINE.exec(error.message);
        problems.push({
          file: source.file,
          line: fenceLine + Number(match?.[1] ?? 0),
          message: `GitHub's ${kind} parser: ${match?.[2] ?? error.message}`,
        });
      }
      for (const use of actionUses(block.code)) {
        counts.uses += 1;
        const problem = checkActionUse(use, list);
        if (problem) problems.push({ file: source.file, line: fenceLine + 1 + use.line, message: problem });
      }
    }
  }
  return {
    kind: 'GitHub Actions',
    summary: `${counts.workflow} workflows and ${counts.action} action files parsed with @actions/workflow-parser; ${counts.uses} action references checked against src/data/github-actions.json`,
    problems,
  };
}
