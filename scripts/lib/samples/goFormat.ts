import { extractCodeBlocks } from '../../../src/lib/content/markdown';
import type { ContentProblem } from '../../../src/lib/content/rules';
import { runProcess } from './process';
import type { KindResult } from './report';
import type { SampleSource } from './sources';

/**
 * Runs every Go block of the docs through gofmt, which reads whole files and fragments alike: a block
 * gofmt would change, or cannot parse, is one a reader's editor rewrites on save.
 */
export async function checkGoFormat(sources: readonly SampleSource[]): Promise<KindResult> {
  const kind = 'Go';
  const gofmt = process.env.GOFMT_PATH ?? 'gofmt';
  const probe = await runProcess(gofmt, ['-l'], { input: 'package main\n' });
  if (probe.code === 127)
    return {
      kind,
      summary: '',
      problems: [],
      missing: "Go's gofmt (Debian: apt-get install golang-go), or set GOFMT_PATH",
    };
  const problems: ContentProblem[] = [];
  let checked = 0;
  for (const source of sources) {
    for (const block of extractCodeBlocks(source.body)) {
      if (block.language !== 'go') continue;
      checked += 1;
      const line = source.bodyLineOffset + block.line;
      const result = await runProcess(gofmt, [], { input: `${block.code}\n` });
      if (result.code !== 0) {
        const reason =
          result.stderr
            .trim()
            .split('\n')[0]
            ?.replace(/^<standard input>:/, 'line ') ?? 'gofmt failed';
        problems.push({ file: source.file, line, message: `gofmt cannot parse this block: ${reason}` });
      } else if (result.stdout !== `${block.code}\n`) {
        problems.push({
          file: source.file,
          line,
          message: 'not formatted as gofmt writes it (tabs for indentation, aligned comments)',
        });
      }
    }
  }
  return { kind, summary: `${checked} Go blocks checked with gofmt`, problems };
}
