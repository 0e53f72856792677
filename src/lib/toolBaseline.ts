/**
 * The releases the docs are checked against: the one place the site states tool versions. The
 * recommended-tools page renders this table; every other page links there instead of naming versions.
 * Each entry was looked up in the tool's release notes, not remembered; update them together.
 */
export interface ToolRelease {
  readonly tool: string;
  readonly version: string;
  /** Release date of that version, ISO 8601. */
  readonly released: string;
  /** The release notes the version was read from. */
  readonly notesUrl: string;
  readonly usedFor: string;
}

/** When the baseline was last compared with the tools' release notes. */
export const TOOL_BASELINE_CHECKED = '2026-11-23';

export const TOOL_BASELINE: readonly ToolRelease[] = [
  {
    tool: 'Terraform',
    version: '1.16.3',
    released: '2026-09-16',
    notesUrl: 'https://github.com/hashicorp/terraform/releases/tag/v1.16.3',
    usedFor: 'Plan and apply every module',
  },
  {
    tool: 'Terraform AWS provider',
    version: '6.59.0',
    released: '2026-08-12',
    notesUrl: 'https://github.com/hashicorp/terraform-provider-aws/releases/tag/v6.59.0',
    usedFor: 'The AWS resources the modules create',
  },
  {
    tool: 'Terragrunt',
    version: '1.1.3',
    released: '2026-08-13',
    notesUrl: 'https://github.com/gruntwork-io/terragrunt/releases/tag/v1.1.3',
    usedFor: 'Keep live configuration DRY across accounts and regions',
  },
  {
    tool: 'Packer',
    version: '1.16.1',
    released: '2026-09-18',
    notesUrl: 'https://github.com/hashicorp/packer/releases/tag/v1.16.1',
    usedFor: 'Build machine images (AMIs)',
  },
  {
    tool: 'Terratest',
    version: '1.0.1',
    released: '2026-06-27',
    notesUrl: 'https://github.com/gruntwork-io/terratest/releases/tag/v1.0.1',
    usedFor: 'Test modules against real infrastructure',
  },
  {
    tool: 'Go',
    version: '1.27',
    released: '2026-08',
    notesUrl: 'https://go.dev/doc/go1.27',
    usedFor: 'Run Terratest tests',
  },
];
