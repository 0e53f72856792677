import { describe, expect, it } from 'vitest';
import { classifyRepoLink } from '../../../../src/lib/codeHost/classifyRepoLink';
import {
  EXEMPT_LINK_PROPS,
  EXEMPT_LINK_SELECTOR,
  SUPPRESSION_KEYS,
  isLinkActivation,
  isWarnedLink,
  plainWarningText,
  WARNING_TITLES,
} from '../../../../src/lib/codeHost/subscriberWarning';

describe('isLinkActivation', () => {
  it.each([
    ['a primary click', { type: 'click', button: 0, defaultPrevented: false }, true],
    ['a middle click', { type: 'auxclick', button: 1, defaultPrevented: false }, true],
    ['a right click', { type: 'auxclick', button: 2, defaultPrevented: false }, false],
    ['a back-button click', { type: 'auxclick', button: 3, defaultPrevented: false }, false],
    ['a click already handled elsewhere', { type: 'click', button: 0, defaultPrevented: true }, false],
    [
      'a middle click already handled elsewhere',
      { type: 'auxclick', button: 1, defaultPrevented: true },
      false,
    ],
    ['a mouse down', { type: 'mousedown', button: 0, defaultPrevented: false }, false],
  ])('treats %s as %s', (_name, event, expected) => {
    expect(isLinkActivation(event)).toBe(expected);
  });
});

describe('isWarnedLink', () => {
  it.each([
    ['https://github.com/gruntwork-io/terraform-aws-eks', true],
    ['https://github.com/gruntwork-io/terraform-aws-cis-service-catalog', true],
    ['https://github.com/gruntwork-io/terragrunt', false],
    ['https://example.com/', false],
  ])('warns about %s: %s', (href, expected) => {
    expect(isWarnedLink(classifyRepoLink(href))).toBe(expected);
  });
});

describe('constants', () => {
  it('keeps one namespaced key per audience', () => {
    expect(SUPPRESSION_KEYS.private).not.toBe(SUPPRESSION_KEYS.cis);
    for (const key of Object.values(SUPPRESSION_KEYS)) expect(key).toMatch(/^gruntwork-docs\./);
  });

  it('selects exactly the attributes that exempt a link', () => {
    const [[name, value]] = Object.entries(EXEMPT_LINK_PROPS) as [[string, string]];
    expect(EXEMPT_LINK_SELECTOR).toBe(`[${name}="${value}"]`);
  });
});

describe('plainWarningText', () => {
  it('carries the dialog title, the repository and the SPEC sentence for the confirm fallback', () => {
    const link = classifyRepoLink('https://github.com/gruntwork-io/cis-compliance-aws');
    if (!isWarnedLink(link)) throw new Error('expected a warned link');
    const text = plainWarningText(link);
    expect(text.startsWith(`${WARNING_TITLES[link.kind]}\n`)).toBe(true);
    expect(text).toContain(
      `This link leads to the private ${link.repo} repository visible only to subscribers; everyone else will see a 404.`,
    );
  });
});
