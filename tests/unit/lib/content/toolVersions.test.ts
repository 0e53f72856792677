import { describe, expect, it } from 'vitest';
import { checkToolVersionClaims, TOOL_BASELINE_DOC } from '../../../../src/lib/content/toolVersions';

const lines = (file: string, body: string) => checkToolVersionClaims(file, body, 10).map((p) => p.line);

describe('checkToolVersionClaims', () => {
  it.each(['Terraform 1.9+', 'Terragrunt 0.67+', 'Go 1.22+', 'Terraform 1.9.x+', 'AWS provider 5+'])(
    'rejects the minimum "%s" on a page',
    (claim) => {
      expect(lines('intro/x.md', `Intro.\nYou need ${claim} installed.`)).toEqual([12]);
    },
  );

  it('allows a feature arriving in a release, code blocks and the baseline page itself', () => {
    expect(
      lines('intro/x.md', 'S3 locking arrived in Terraform 1.10.\n```text\nTerraform 1.9+\n```'),
    ).toEqual([]);
    expect(lines(TOOL_BASELINE_DOC, 'Terraform 1.9+')).toEqual([]);
    expect(lines('guides/stay-up-to-date/terraform/terraform-1.x.md', 'Terraform 1.1+')).toEqual([]);
  });
});
