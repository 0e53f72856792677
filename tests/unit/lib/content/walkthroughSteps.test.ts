import { describe, expect, it } from 'vitest';
import {
  checkWalkthroughStep,
  isWalkthroughStep,
  STEP_SECTIONS,
} from '../../../../src/lib/content/walkthroughSteps';

const STEP = 'guides/build-it-yourself/vpc/deployment-walkthrough/03-deploy-the-management-vpc.md';
const complete = STEP_SECTIONS.map((title) => `## ${title}\n\nText.\n`).join('\n');

describe('isWalkthroughStep', () => {
  it.each([
    [STEP, true],
    ['guides/build-it-yourself/vpc/deployment-walkthrough/index.md', false],
    ['guides/build-it-yourself/vpc/core-concepts/03-x.md', false],
  ])('%s -> %s', (file, expected) => {
    expect(isWalkthroughStep(file)).toBe(expected);
  });
});

describe('checkWalkthroughStep', () => {
  it('accepts the six sections in order, with subsections and code between them', () => {
    const body = complete.replace(
      '## Commands\n',
      '## Commands\n\n### Plan\n\n```bash\n## not a heading\n```\n',
    );
    expect(checkWalkthroughStep(STEP, body, 5)).toEqual([]);
  });

  it('names the first section out of place and lists what the page has', () => {
    const body = complete.replace('## Verify', '## Check it');
    const [problem] = checkWalkthroughStep(STEP, body, 0);
    expect(problem?.line).toBe(body.split('\n').indexOf('## Check it') + 1);
    expect(problem?.message).toContain(
      'found "## Goal", "## Files", "## Commands", "## Output", "## Check it"',
    );
  });

  it('rejects a missing section and ignores pages that are not steps', () => {
    expect(checkWalkthroughStep(STEP, complete.replace('## Roll back\n\nText.\n', ''), 0)).toHaveLength(1);
    expect(checkWalkthroughStep('guides/x/index.md', 'No sections.', 0)).toEqual([]);
  });
});
