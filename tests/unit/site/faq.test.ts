import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripCodeBlocks } from '../../../src/lib/content/markdown';

const FAQ_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'docs', 'faq');
const SECTIONS = readdirSync(FAQ_DIR).filter((file) => file.endsWith('.md') && file !== 'index.md');
const QUESTION = /^#{2,3} (.+\?) \{#([a-z0-9-]+)\}$/;

describe('FAQ sections', () => {
  it('are the nine sections of the spec', () => {
    expect(SECTIONS.map((file) => file.replace(/\.md$/, '')).sort()).toEqual([
      'devops-general',
      'eks',
      'iac-general',
      'pipelines',
      'ref-arch',
      'ref-arch-predeployment',
      'service-catalog',
      'terragrunt',
      'terratest',
    ]);
  });

  it.each(SECTIONS)('%s has at least 8 questions, each a heading with a unique stable id', (file) => {
    const lines = stripCodeBlocks(readFileSync(path.join(FAQ_DIR, file), 'utf8')).split('\n');
    const questions = lines.map((line) => QUESTION.exec(line)).filter((match) => match !== null);
    expect(questions.length).toBeGreaterThanOrEqual(8);
    const ids = questions.map((match) => match[2]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
