import { describe, expect, it } from 'vitest';
import { checkOutputCaptions } from '../../../../src/lib/content/outputCaptions';

const STEP = 'guides/build-it-yourself/vpc/deployment-walkthrough/03-deploy.md';
const page = (caption: string) =>
  `Run it:\n\n\`\`\`bash\naws s3 ls\n\`\`\`\n\n\`\`\`text${caption}\nbucket\n\`\`\`\n`;
const messages = (file: string, body: string) =>
  checkOutputCaptions(file, body, 2).map((p) => `${p.line}: ${p.message}`);

describe('checkOutputCaptions', () => {
  it('accepts captioned outputs, and expected ones on walkthrough steps', () => {
    expect(messages(STEP, page(' title="Expected output"'))).toEqual([]);
    expect(messages('faq/x.md', page(' title="Example output"'))).toEqual([]);
  });

  it('asks for a caption on an output block', () => {
    expect(messages('faq/x.md', page(''))[0]).toMatch(/^9: an output block needs a caption/);
  });

  it('keeps "Expected output" to pages whose commands a check runs', () => {
    expect(messages('faq/x.md', page(' title="Expected output"'))[0]).toContain(
      'caption this title="Example output"',
    );
  });

  it('rejects an output caption on a block that follows no command', () => {
    const body = 'Prose.\n\n```text title="Example output"\nhello\n```\n';
    expect(messages('faq/x.md', body)).toEqual([
      '5: "Example output" captions a block that follows no command: put it right after the shell block that prints it',
    ]);
  });
});
