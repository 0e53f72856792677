/**
 * Every `uses:` of a workflow in the docs names an action at the version listed for it in
 * src/data/github-actions.json, so the pages never teach three majors of one action.
 */

export interface ActionVersion {
  readonly version: string;
  readonly release: string;
}

export type ActionList = ReadonlyMap<string, ActionVersion>;

export interface ActionUse {
  /** 0-based line in the YAML. */
  readonly line: number;
  /** `owner/repo` (or `owner/repo/path` for an action in a subfolder). */
  readonly action: string;
  readonly ref: string;
  /** The comment after the reference, e.g. `v6.2.3` in `@<sha> # v6.2.3`. */
  readonly comment: string;
}

const USES = /^\s*(?:-\s+)?uses:\s*["']?([^@\s"']+)@([^\s"'#]+)["']?\s*(?:#\s*(.*))?$/;

/** The remote actions a workflow or action file uses; local (`./`) and Docker actions are not versioned here. */
export function actionUses(yaml: string): ActionUse[] {
  return yaml.split('\n').flatMap((text, line) => {
    const match = USES.exec(text);
    if (!match?.[1] || !match[2] || match[1].startsWith('./') || match[1].startsWith('docker://')) return [];
    return [{ line, action: match[1], ref: match[2], comment: (match[3] ?? '').trim() }];
  });
}

const majorOf = (version: string): string => /^v?(\d+)/.exec(version)?.[1] ?? version;

/** Why a use does not match the list, or undefined when it does. */
export function checkActionUse(use: ActionUse, list: ActionList): string | undefined {
  const repo = use.action.split('/').slice(0, 2).join('/');
  const listed = list.get(repo);
  if (!listed) return `${repo} is not in src/data/github-actions.json: add it with the version to use`;
  if (use.ref === listed.version) return undefined;
  if (/^[0-9a-f]{40}$/.test(use.ref)) {
    const named = /v?\d+(?:\.\d+)*/.exec(use.comment)?.[0];
    if (named && majorOf(named) === majorOf(listed.version)) return undefined;
    return `${repo}@<sha> needs a "# ${listed.version}.x.y" comment naming the release it pins (listed: ${listed.version})`;
  }
  return `${repo}@${use.ref}: the docs use ${repo}@${listed.version} (${listed.release})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the data file, naming the entry that is malformed. */
export function readActionList(data: unknown): ActionList {
  if (!isRecord(data) || !isRecord(data.actions)) {
    throw new Error('src/data/github-actions.json: "actions" must map owner/repo to { version, release }');
  }
  return new Map(
    Object.entries(data.actions).map(([name, entry]) => {
      if (!isRecord(entry) || typeof entry.version !== 'string' || typeof entry.release !== 'string') {
        throw new Error(`src/data/github-actions.json: "${name}" needs a version and a release link`);
      }
      return [name, { version: entry.version, release: entry.release }];
    }),
  );
}
