import { describe, expect, it } from 'vitest';
import { TOOL_BASELINE, TOOL_BASELINE_CHECKED } from '../../../src/lib/toolBaseline';

describe('TOOL_BASELINE', () => {
  it('names each tool the content guide requires exactly once', () => {
    expect(TOOL_BASELINE.map((release) => release.tool).sort()).toEqual(
      ['Go', 'Packer', 'Terraform', 'Terraform AWS provider', 'Terragrunt', 'Terratest'].sort(),
    );
  });

  it.each(TOOL_BASELINE)('$tool has a version, a release date and https release notes', (release) => {
    expect(release.version).toMatch(/^\d+\.\d+(\.\d+)?$/);
    expect(release.released).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    expect(release.released <= TOOL_BASELINE_CHECKED).toBe(true);
    expect(new URL(release.notesUrl).protocol).toBe('https:');
  });
});
