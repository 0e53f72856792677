import { describe, expect, it } from 'vitest';
import { parseHcl as parse } from '../../../../src/lib/hcl/parser';
import { parseHclBlocks } from '../../../../src/lib/content/hclBlocks';
import {
  MIN_WORDS,
  checkFrontMatter,
  checkHclParses,
  checkProse,
  type DocInput,
  unusedTags,
} from '../../../../src/lib/content/rules';

const allowed = new Set(['terraform', 'vpc']);
const longProse = Array.from({ length: MIN_WORDS }, (_, i) => `word${i}`).join(' ');

function doc(overrides: Partial<DocInput>): DocInput {
  return {
    file: 'intro/example.md',
    frontMatter: { title: 'Example', description: 'An example page.', tags: ['terraform'] },
    body: longProse,
    bodyLineOffset: 5,
    ...overrides,
  };
}

describe('checkFrontMatter', () => {
  it('accepts a title, a description and allowed tags', () => {
    expect(checkFrontMatter(doc({}), allowed)).toEqual([]);
  });

  it('reports a missing title and description', () => {
    const messages = checkFrontMatter(doc({ frontMatter: { tags: [] } }), allowed).map((p) => p.message);
    expect(messages).toEqual(['front matter has no title', 'front matter has no description']);
  });

  it('reports tags outside the allowed list', () => {
    const problems = checkFrontMatter(
      doc({ frontMatter: { title: 'T', description: 'D', tags: ['terraform', 'ec-2'] } }),
      allowed,
    );
    expect(problems.map((p) => p.message)).toEqual(['tag "ec-2" is not in docs/tags.yml']);
  });

  it('rejects tags that are not a list', () => {
    const problems = checkFrontMatter(
      doc({ frontMatter: { title: 'T', description: 'D', tags: 'vpc' } }),
      allowed,
    );
    expect(problems).toHaveLength(1);
  });
});

describe('checkProse', () => {
  it('accepts a page at the minimum length', () => {
    expect(checkProse(doc({}))).toEqual([]);
  });

  it('reports a short page with its word count', () => {
    expect(checkProse(doc({ body: 'Too short.' }))[0]?.message).toBe(
      `only 2 words of prose (minimum ${MIN_WORDS})`,
    );
  });

  it('lets allow-listed index pages be short', () => {
    expect(checkProse(doc({ file: 'faq/index.md', body: 'See the sections below.' }))).toEqual([]);
  });

  it.each(['Lorem ipsum dolor', 'TODO: write this', 'Cost: TBD', 'More guides coming soon.'])(
    'flags the placeholder in "%s" with its file line',
    (line) => {
      const problems = checkProse(doc({ body: `${longProse}\n\n${line}` }));
      expect(problems).toHaveLength(1);
      expect(problems[0]?.line).toBe(5 + 3);
    },
  );

  it('does not flag words that merely contain a placeholder', () => {
    expect(checkProse(doc({ body: `${longProse} todolist TBDs` }))).toEqual([]);
  });
});

describe('checkHclParses', () => {
  const problemsOf = async (body: string) =>
    checkHclParses('intro/example.md', await parseHclBlocks('intro/example.md', body, 5, parse));

  it('accepts blocks that parse', async () => {
    expect(await problemsOf('```hcl\nvariable "name" {\n  type = string\n}\n```')).toEqual([]);
  });

  it('reports a block that does not parse with the file line of its fence', async () => {
    const problems = await problemsOf('Intro\n\n```hcl\nvariable "name" {\n  default =\n}\n```');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(5 + 3);
    expect(problems[0]?.message).toMatch(/HCL block does not parse/);
  });

  it('also checks terraform-tagged blocks and ignores other languages', async () => {
    expect(await problemsOf('```terraform\nresource {\n```\n\n```bash\nresource {\n```')).toHaveLength(1);
  });
});

describe('unusedTags', () => {
  it('lists allowed tags that no doc uses, sorted', () => {
    expect(unusedTags(new Set(['vpc', 'alb', 's3']), new Set(['s3']))).toEqual(['alb', 'vpc']);
  });
});
