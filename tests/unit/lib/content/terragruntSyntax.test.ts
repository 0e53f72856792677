import { describe, expect, it } from 'vitest';
import { parseHclBlocks } from '../../../../src/lib/content/hclBlocks';
import { checkTerragruntSyntax, olderVersionLines } from '../../../../src/lib/content/terragruntSyntax';
import { parseHcl } from '../../../../src/lib/hcl/parser';

async function problems(body: string, file = 'guides/x.md'): Promise<string[]> {
  const blocks = await parseHclBlocks(file, body, 0, parseHcl);
  return checkTerragruntSyntax(file, body, 0, blocks).map((p) => `${p.line}: ${p.message}`);
}

describe('checkTerragruntSyntax', () => {
  it.each([
    ['terragrunt run-all apply', '`run-all` is deprecated'],
    ['terragrunt plan-all', 'the `*-all` commands were removed'],
    ['terragrunt render-json', '`render-json` is deprecated'],
    ['terragrunt graph-dependencies', '`graph-dependencies` is deprecated'],
    ['terragrunt hclfmt', '`hclfmt` is deprecated'],
    ['export TERRAGRUNT_NON_INTERACTIVE=true', '`TERRAGRUNT_*` environment variables'],
    ['terragrunt plan --terragrunt-non-interactive', '`--terragrunt-*` flags'],
  ])('rejects "%s"', async (line, message) => {
    const found = await problems(`Intro.\n\n\`\`\`bash\n${line}\n\`\`\``);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`4: ${message}`);
  });

  it('accepts current syntax', async () => {
    const body = [
      '```bash',
      'terragrunt run --all plan',
      'terragrunt render --json -w',
      'terragrunt dag graph',
      'export TG_NON_INTERACTIVE=true',
      '```',
      '',
      '```hcl',
      'include "root" {',
      '  path = find_in_parent_folders("root.hcl")',
      '}',
      'exclude {',
      '  if      = true',
      '  actions = ["all"]',
      '}',
      'errors {',
      '  retry "transient" {',
      '    retryable_errors   = [".*timeout.*"]',
      '    max_attempts       = 3',
      '    sleep_interval_sec = 5',
      '  }',
      '}',
      '```',
    ].join('\n');
    expect(await problems(body)).toEqual([]);
  });

  it('rejects the old attributes, a bare include and a root terragrunt.hcl', async () => {
    const body =
      '```hcl\ninclude {\n  path = find_in_parent_folders()\n}\nskip = true\nretryable_errors = [".*"]\n```';
    expect(await problems(body)).toEqual([
      '3: a root `terragrunt.hcl` is deprecated: name it `root.hcl` and include it with `find_in_parent_folders("root.hcl")`',
      '5: `skip` is deprecated: use an `exclude` block',
      '6: a top-level `retryable_errors` is deprecated: use an `errors` block with `retry` blocks',
      '2: a bare `include` block is deprecated: give it a label, e.g. `include "root" { ... }`',
    ]);
  });

  it('allows old syntax inside an admonition titled for older versions, and nowhere else', async () => {
    const body = [
      ':::note[Older Terragrunt versions]',
      'Before 0.73 this was `terragrunt run-all plan`.',
      ':::',
      '',
      ':::tip[Faster runs]',
      'Use `terragrunt run-all plan`.',
      ':::',
    ].join('\n');
    expect(await problems(body)).toEqual(['6: `run-all` is deprecated: use `run --all <command>`']);
  });

  it('leaves stable heading ids alone but not the heading text', async () => {
    expect(await problems('## Can I plan every unit with `run --all`? {#run-all-plan}')).toEqual([]);
    expect(await problems('## Using run-all {#run-all}')).toHaveLength(1);
  });

  it('exempts the upgrade guides', async () => {
    expect(
      await problems('terragrunt run-all plan', 'guides/stay-up-to-date/terraform/terraform-1.x.md'),
    ).toEqual([]);
  });
});

describe('olderVersionLines', () => {
  it('tracks nested admonitions and ignores colons inside code fences', () => {
    const body = ['::::caution[Before Terragrunt 0.73]', '```', ':::', '```', 'old', '::::', 'new'].join(
      '\n',
    );
    expect([...olderVersionLines(body)]).toEqual([0, 1, 2, 3, 4]);
  });
});
