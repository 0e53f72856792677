import { describe, expect, it } from 'vitest';
import { commandsWithOutputs, docBlocks, outputCaption } from '../../../../src/lib/samples/outputBlocks';

describe('outputCaption', () => {
  it.each([
    ['Expected output', 'expected'],
    ['Expected output (abridged)', 'expected'],
    ['Example output', 'example'],
    ['Output', 'output'],
    ['main.tf', undefined],
    [undefined, undefined],
  ])('%s -> %s', (title, caption) => {
    expect(outputCaption(title)).toBe(caption);
  });
});

describe('commandsWithOutputs', () => {
  const body = [
    '## Commands',
    '',
    '```bash',
    'terragrunt apply',
    '```',
    '',
    '## Output',
    '',
    '```text title="Example output"',
    'Apply complete!',
    '```',
    '',
    '## Verify',
    '',
    '```bash',
    'aws s3 ls',
    '```',
    '',
    'Prose between them is fine.',
    '',
    '```json',
    '{}',
    '```',
    '',
    '```bash',
    'echo no output',
    '```',
    '',
    '## Roll back',
    '',
    '```text',
    'not the output of echo: another section starts',
    '```',
  ].join('\n');

  it('pairs each shell block with the output block after it, across an output section heading only', () => {
    const pairs = commandsWithOutputs(docBlocks(body, 4));
    expect(pairs.map((pair) => [pair.command.code, pair.output?.code])).toEqual([
      ['terragrunt apply', 'Apply complete!'],
      ['aws s3 ls', '{}'],
      ['echo no output', undefined],
    ]);
  });

  it('gives each block its section and its line in the file', () => {
    const blocks = docBlocks(body, 4);
    expect(blocks.map((block) => [block.section, block.fileLine])).toEqual([
      ['Commands', 7],
      ['Output', 13],
      ['Verify', 19],
      ['Verify', 25],
      ['Verify', 29],
      ['Roll back', 35],
    ]);
  });
});
