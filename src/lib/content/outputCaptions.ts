/**
 * Readers compare what they see with the page, so every command output says what it is: an "Expected
 * output" that a walkthrough check produced by running the command, or an "Example output".
 */
import { commandsWithOutputs, docBlocks, outputCaption } from '../samples/outputBlocks';
import type { ContentProblem } from './rules';
import { isWalkthroughStep } from './walkthroughSteps';

/** Checks that each output block is captioned, and that only walkthrough steps claim an expected output. */
export function checkOutputCaptions(file: string, body: string, bodyLineOffset: number): ContentProblem[] {
  const blocks = docBlocks(body, bodyLineOffset);
  const pairs = commandsWithOutputs(blocks);
  const outputs = new Set(pairs.flatMap((pair) => (pair.output ? [pair.output] : [])));
  const problems: ContentProblem[] = [];
  for (const output of outputs) {
    const caption = outputCaption(output.title);
    if (caption === undefined) {
      problems.push({
        file,
        line: output.fileLine,
        message:
          'an output block needs a caption: title="Expected output" where a walkthrough check runs the command, else title="Example output"',
      });
    } else if (caption === 'expected' && !isWalkthroughStep(file)) {
      problems.push({
        file,
        line: output.fileLine,
        message: 'only walkthrough steps run against the emulator: caption this title="Example output"',
      });
    }
  }
  for (const block of blocks) {
    if (outputCaption(block.title) !== undefined && !outputs.has(block)) {
      problems.push({
        file,
        line: block.fileLine,
        message: `"${block.title ?? ''}" captions a block that follows no command: put it right after the shell block that prints it`,
      });
    }
  }
  return problems;
}
