import { describe, expect, it } from 'vitest';
import { classifyRepoLink, type RepoAccess } from '../../../../src/lib/codeHost/classifyRepoLink';

const ORG = 'https://github.com/gruntwork-io';

type Expected = readonly [RepoAccess, string] | 'none';

const CASES: readonly (readonly [string, string, Expected])[] = [
  // The three kinds, in their plainest spelling.
  [
    'a private repository',
    `${ORG}/terraform-aws-service-catalog`,
    ['private', 'terraform-aws-service-catalog'],
  ],
  ['another private repository', `${ORG}/terraform-aws-vpc`, ['private', 'terraform-aws-vpc']],
  [
    'the CIS repository',
    `${ORG}/terraform-aws-cis-service-catalog`,
    ['cis', 'terraform-aws-cis-service-catalog'],
  ],
  ['a public tool', `${ORG}/terragrunt`, ['public', 'terragrunt']],
  [
    'a public repository with a dot in its name',
    `${ORG}/gruntwork-io.github.io`,
    ['public', 'gruntwork-io.github.io'],
  ],
  ['a public repository that prefixes private names', `${ORG}/terraform`, ['public', 'terraform']],
  ['a private name that extends a public one', `${ORG}/terratest-private`, ['private', 'terratest-private']],
  // Scheme, host and letter case.
  ['plain http', 'http://github.com/gruntwork-io/terraform-aws-eks', ['private', 'terraform-aws-eks']],
  ['the www host', 'https://www.github.com/gruntwork-io/terraform-aws-eks', ['private', 'terraform-aws-eks']],
  [
    'an upper-case host and scheme',
    'HTTPS://GITHUB.COM/gruntwork-io/terraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'an upper-case org',
    'https://github.com/Gruntwork-IO/terraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  ['an upper-case repository', `${ORG}/Terraform-AWS-EKS`, ['private', 'terraform-aws-eks']],
  [
    'an upper-case CIS repository',
    `${ORG}/TERRAFORM-AWS-CIS-SERVICE-CATALOG`,
    ['cis', 'terraform-aws-cis-service-catalog'],
  ],
  ['an upper-case public repository', `${ORG}/TerraTest`, ['public', 'terratest']],
  [
    'a protocol-relative URL',
    '//github.com/gruntwork-io/terraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'the default port',
    'https://github.com:443/gruntwork-io/terraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  ['surrounding whitespace', `  ${ORG}/terraform-aws-eks\n`, ['private', 'terraform-aws-eks']],
  // Repository URL shapes.
  ['a trailing slash', `${ORG}/terraform-aws-eks/`, ['private', 'terraform-aws-eks']],
  ['a trailing .git', `${ORG}/terraform-aws-eks.git`, ['private', 'terraform-aws-eks']],
  ['an upper-case .GIT', `${ORG}/terraform-aws-eks.GIT`, ['private', 'terraform-aws-eks']],
  ['a public repository with .git', `${ORG}/terragrunt.git`, ['public', 'terragrunt']],
  [
    'a doubled slash',
    'https://github.com//gruntwork-io//terraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'a deep tree path',
    `${ORG}/terraform-aws-service-catalog/tree/main/modules/networking/vpc`,
    ['private', 'terraform-aws-service-catalog'],
  ],
  [
    'a deep blob path in the CIS repository',
    `${ORG}/terraform-aws-cis-service-catalog/blob/v0.40.0/README.md`,
    ['cis', 'terraform-aws-cis-service-catalog'],
  ],
  [
    'a release page of a public repository',
    `${ORG}/terragrunt/releases/tag/v0.55.0`,
    ['public', 'terragrunt'],
  ],
  ['a query string', `${ORG}/terraform-aws-eks?tab=readme-ov-file`, ['private', 'terraform-aws-eks']],
  ['a fragment', `${ORG}/terraform-aws-eks#usage`, ['private', 'terraform-aws-eks']],
  [
    'a query string and a fragment on a deep path',
    `${ORG}/terraform-aws-eks/releases?page=2#v1`,
    ['private', 'terraform-aws-eks'],
  ],
  // Percent-encoding.
  ['percent-encoded repository letters', `${ORG}/terraform%2Daws%2Deks`, ['private', 'terraform-aws-eks']],
  [
    'a percent-encoded org',
    'https://github.com/%67runtwork-io/terraform-aws-cis-service-catalog',
    ['cis', 'terraform-aws-cis-service-catalog'],
  ],
  [
    'an encoded slash between org and repository',
    'https://github.com/gruntwork-io%2Fterraform-aws-eks',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'a malformed escape deep in the path',
    `${ORG}/terraform-aws-eks/blob/main/100%.md`,
    ['private', 'terraform-aws-eks'],
  ],
  // Git remote spellings.
  [
    'an scp-like Git remote',
    'git@github.com:gruntwork-io/terraform-aws-eks.git',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'an scp-like remote of the CIS repository',
    'git@github.com:gruntwork-io/terraform-aws-cis-service-catalog.git',
    ['cis', 'terraform-aws-cis-service-catalog'],
  ],
  [
    'an scp-like remote of a public tool',
    'git@github.com:gruntwork-io/terratest.git',
    ['public', 'terratest'],
  ],
  [
    'an upper-case scp-like remote',
    'git@GitHub.com:Gruntwork-IO/Terraform-AWS-EKS.git',
    ['private', 'terraform-aws-eks'],
  ],
  [
    'a Terraform module source',
    'git::git@github.com:gruntwork-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.112.0',
    ['private', 'terraform-aws-service-catalog'],
  ],
  [
    'a Terraform module source over https',
    'git::https://github.com/gruntwork-io/terraform-aws-eks.git//modules/eks-cluster?ref=v0.65.0',
    ['private', 'terraform-aws-eks'],
  ],
  ['an ssh URL', 'ssh://git@github.com/gruntwork-io/terraform-aws-eks.git', ['private', 'terraform-aws-eks']],
  [
    'a git+https URL',
    'git+https://github.com/gruntwork-io/terraform-aws-eks.git',
    ['private', 'terraform-aws-eks'],
  ],
  // Everything else.
  ['the org page', ORG, 'none'],
  ['the org page with a slash and query', `${ORG}/?q=terraform`, 'none'],
  ['another org', 'https://github.com/hashicorp/terraform', 'none'],
  ['an org that starts with the same name', 'https://github.com/gruntwork-io-labs/terraform-aws-eks', 'none'],
  ['a look-alike host', 'https://github.com.example.com/gruntwork-io/terraform-aws-eks', 'none'],
  ['a subdomain of the code host', 'https://gist.github.com/gruntwork-io/terraform-aws-eks', 'none'],
  [
    'the org as user info of another host',
    'https://github.com@example.com/gruntwork-io/terraform-aws-eks',
    'none',
  ],
  [
    'the code host in a path of another host',
    'https://example.com/github.com/gruntwork-io/terraform-aws-eks',
    'none',
  ],
  ['a non-web scheme', 'ftp://github.com/gruntwork-io/terraform-aws-eks', 'none'],
  ['a javascript URL', 'javascript:alert(1)', 'none'],
  ['a mailto link', 'mailto:support@gruntwork.io', 'none'],
  ['a site-relative link', '/support#subscriber-only-repositories', 'none'],
  ['a hash link', '#get-access', 'none'],
  ['a relative link', '../intro/overview/intro-to-gruntwork', 'none'],
  ['an empty string', '', 'none'],
  ['whitespace only', '   ', 'none'],
  ['a bare host', 'https://', 'none'],
  ['a malformed escape in the repository name', `${ORG}/terraform%E0%A4%A`, 'none'],
  ['a repository name with characters GitHub forbids', `${ORG}/terraform%20aws`, 'none'],
  ['a repository that is only .git', `${ORG}/.git`, 'none'],
  ['an encoded dot-dot segment', `${ORG}/%2e%2e/other`, 'none'],
];

describe('classifyRepoLink', () => {
  it.each(CASES)('classifies %s', (_name, href, expected) => {
    const result = classifyRepoLink(href);
    if (expected === 'none') {
      expect(result).toEqual({ kind: 'none' });
    } else {
      expect(result).toMatchObject({ kind: expected[0], repo: expected[1] });
    }
  });

  it('has a table of at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each([null, undefined])('returns none for %s', (href) => {
    expect(classifyRepoLink(href)).toEqual({ kind: 'none' });
  });

  it('never throws on arbitrary input', () => {
    const samples = [
      '%',
      '%%%',
      'http://[::1',
      'git@',
      'git@:',
      '\u0000',
      'https://github.com/%',
      '::',
      'a'.repeat(5000),
    ];
    for (const href of samples) expect(() => classifyRepoLink(href)).not.toThrow();
  });

  it.each([
    [
      `${ORG}/terraform-aws-eks/tree/main/modules#readme`,
      `${ORG}/terraform-aws-eks/tree/main/modules#readme`,
    ],
    [
      'HTTP://WWW.GITHUB.COM/gruntwork-io/terraform-aws-eks',
      'http://www.github.com/gruntwork-io/terraform-aws-eks',
    ],
    ['//github.com/gruntwork-io/terraform-aws-eks', `${ORG}/terraform-aws-eks`],
  ])('opens the web URL %s as written', (href, url) => {
    expect(classifyRepoLink(href)).toMatchObject({ url });
  });

  it.each([
    ['git@github.com:gruntwork-io/terraform-aws-eks.git', `${ORG}/terraform-aws-eks`],
    ['ssh://git@github.com/gruntwork-io/Terraform-AWS-EKS.git', `${ORG}/terraform-aws-eks`],
    [
      'git::https://github.com/gruntwork-io/terraform-aws-eks.git//modules/x?ref=v1',
      `${ORG}/terraform-aws-eks`,
    ],
  ])('opens the repository page for the Git remote %s', (href, url) => {
    expect(classifyRepoLink(href)).toMatchObject({ url });
  });
});
