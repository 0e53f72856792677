import { describe, expect, it } from 'vitest';
import publicRepos from '../../../../src/data/public-repos.json';
import { BRAND } from '../../../../src/lib/brand';
import { classifyRepoLink } from '../../../../src/lib/codeHost/classifyRepoLink';

describe('public repository list', () => {
  it('holds unique, sorted, lower-case GitHub repository names', () => {
    for (const name of publicRepos) expect(name).toMatch(/^[a-z0-9._-]+$/);
    expect(new Set(publicRepos).size).toBe(publicRepos.length);
    expect([...publicRepos].sort()).toEqual(publicRepos);
  });

  it('names the open-source tools the spec lists and about 46 repositories', () => {
    for (const tool of [
      'terraform',
      'terragrunt',
      'terratest',
      'cloud-nuke',
      'kubergrunt',
      'fetch',
      'git-xargs',
    ])
      expect(publicRepos).toContain(tool);
    expect(publicRepos.length).toBeGreaterThanOrEqual(40);
    expect(publicRepos.length).toBeLessThanOrEqual(50);
  });

  it('leaves out the CIS repository, which always warns', () => {
    expect(publicRepos).not.toContain(BRAND.cisRepoName);
  });

  it.each(publicRepos)('classifies %s as public', (name) => {
    expect(classifyRepoLink(`${BRAND.codeHostOrgUrl}${name}`)).toMatchObject({ kind: 'public', repo: name });
  });
});
