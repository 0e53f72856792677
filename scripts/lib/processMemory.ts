import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    const tasks = readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Resident memory in bytes of a process and all its descendants (Linux /proc), or of its descendants
 * alone: a launcher such as npm is not part of what it runs.
 */
export function sampleProcessTreeRss(rootPid: number, { withRoot = true } = {}): number {
  let total = 0;
  const queue = withRoot ? [rootPid] : childrenOf(rootPid);
  while (queue.length > 0) {
    const pid = queue.shift();
    if (pid === undefined) break;
    total += rssOf(pid);
    queue.push(...childrenOf(pid));
  }
  return total;
}
