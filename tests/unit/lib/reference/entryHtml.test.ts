import { describe, expect, it } from 'vitest';
import {
  BrokenEntryLinkError,
  COLLAPSE_AFTER_LINES,
  descriptionHtml,
  inputEntryHtml,
  outputEntryHtml,
  type EntryNames,
} from '../../../../src/lib/reference/entryHtml';
import type { ModuleInput } from '../../../../src/lib/reference/moduleInterface';

const names: EntryNames = { inputs: new Set(['vpc_name', 'num_nat_gateways']), outputs: new Set(['vpc_id']) };

function input(overrides: Partial<ModuleInput>): ModuleInput {
  return {
    name: 'vpc_name',
    type: 'string',
    description: 'Name of the VPC.',
    required: true,
    defaultValue: undefined,
    sensitive: false,
    nullable: true,
    validations: [],
    file: 'variables.tf',
    ...overrides,
  };
}

describe('descriptionHtml', () => {
  it('renders Markdown and escapes raw HTML instead of rendering it', () => {
    expect(descriptionHtml('Use **one** per AZ <script>x</script> and `{x}`.', names, 'vpc_name')).toBe(
      '<p>Use <strong>one</strong> per AZ &lt;script&gt;x&lt;/script&gt; and <code>{x}</code>.</p>',
    );
  });

  it('links inline code that names another input or output of the module, not itself', () => {
    const html = descriptionHtml('See `num_nat_gateways`, `vpc_id` and `vpc_name`.', names, 'vpc_name');
    expect(html).toContain('<a href="#input-num_nat_gateways"><code>num_nat_gateways</code></a>');
    expect(html).toContain('<a href="#output-vpc_id"><code>vpc_id</code></a>');
    expect(html).toContain(' and <code>vpc_name</code>.');
  });

  it('fails on a link to an input the module does not declare', () => {
    expect(() => descriptionHtml('See [it](#input-ami_id).', names, 'vpc_name')).toThrow(
      BrokenEntryLinkError,
    );
  });
});

describe('inputEntryHtml', () => {
  it('gives the entry a linkable heading, badges and facts', () => {
    const html = inputEntryHtml(input({}), names);
    expect(html).toMatch(/^<section class="ref-entry" data-ref-entry aria-labelledby="input-vpc_name">/);
    expect(html).toContain(
      '<h4 class="anchor ref-name" id="input-vpc_name"><code>vpc_name</code><a href="#input-vpc_name" class="hash-link"',
    );
    expect(html).toContain('<span class="ref-badge ref-badge--required">required</span>');
    expect(html).toContain('<dt>Type</dt><dd><code>string</code></dd>');
    expect(html).not.toContain('<dt>Default</dt>');
  });

  it('shows an optional default and never a sensitive one', () => {
    expect(inputEntryHtml(input({ required: false, defaultValue: 'prod' }), names)).toContain(
      '<dt>Default</dt><dd><code>&quot;prod&quot;</code></dd>',
    );
    const secret = inputEntryHtml(
      input({ required: false, defaultValue: 'hunter2', sensitive: true }),
      names,
    );
    expect(secret).not.toContain('hunter2');
    expect(secret).toContain('set, not shown (sensitive)');
    expect(secret).toContain('ref-badge--sensitive');
  });

  it('collapses long types behind a summary and keeps short ones inline', () => {
    const attributes = Array.from({ length: COLLAPSE_AFTER_LINES + 2 }, (_, i) => `a${i} = string`).join(
      ', ',
    );
    const long = inputEntryHtml(input({ type: `object({ ${attributes} })` }), names);
    expect(long).toMatch(
      /<details class="ref-details"><summary>Show the type \(\d+ lines\)<\/summary><pre class="ref-code" tabindex="0">/,
    );
    const short = inputEntryHtml(input({ type: 'object({ a = string, b = number })' }), names);
    expect(short).not.toContain('<details');
  });

  it('states nullable and validation rules when the module has them', () => {
    const html = inputEntryHtml(
      input({
        nullable: false,
        validations: [{ condition: 'length(var.vpc_name) <= 32', errorMessage: 'At most 32 characters.' }],
      }),
      names,
    );
    expect(html).toContain('<dt>Nullable</dt><dd>no; passing <code>null</code> is an error</dd>');
    expect(html).toContain('<li>At most 32 characters. <code>length(var.vpc_name) &lt;= 32</code></li>');
  });

  it('says so when there is no description', () => {
    expect(inputEntryHtml(input({ description: undefined }), names)).toContain(
      'No description given in the module.',
    );
  });
});

describe('outputEntryHtml', () => {
  it('renders an output with its badge and description', () => {
    const html = outputEntryHtml(
      { name: 'vpc_id', description: 'ID of the VPC.', sensitive: false, file: 'outputs.tf' },
      names,
    );
    expect(html).toContain('id="output-vpc_id"');
    expect(html).toContain('<span class="ref-badge">output</span>');
    expect(html).toContain('<p>ID of the VPC.</p>');
  });
});
