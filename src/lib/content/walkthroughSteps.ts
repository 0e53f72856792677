/**
 * Every step page of a guide's deployment walkthrough has the same anatomy, so readers always find the
 * goal, the files, the commands, what to expect, how to check it and how to undo it in the same place.
 */
import { stripCodeBlocks } from './markdown';
import type { ContentProblem } from './rules';

/** The `##` sections of a walkthrough step, in order. */
export const STEP_SECTIONS: readonly string[] = [
  'Goal',
  'Files',
  'Commands',
  'Output',
  'Verify',
  'Roll back',
];

/** A numbered page inside a `deployment-walkthrough` folder, e.g. `.../deployment-walkthrough/03-x.md`. */
export function isWalkthroughStep(file: string): boolean {
  return /(^|\/)deployment-walkthrough\/\d{2}-[^/]+\.mdx?$/.test(file);
}

/** Checks that a step page has exactly the step sections, in order, and starts with its goal. */
export function checkWalkthroughStep(file: string, body: string, bodyLineOffset: number): ContentProblem[] {
  if (!isWalkthroughStep(file)) return [];
  const headings = stripCodeBlocks(body)
    .split('\n')
    .map((text, index) => ({ text, line: bodyLineOffset + index + 1 }))
    .filter(({ text }) => /^## /.test(text))
    .map(({ text, line }) => ({
      title: text
        .slice(3)
        .replace(/\s*\{#[\w-]+\}\s*$/, '')
        .trim(),
      line,
    }));
  const titles = headings.map((heading) => heading.title);
  if (titles.join('\n') === STEP_SECTIONS.join('\n')) return [];
  const firstWrong = headings.find((heading, index) => heading.title !== STEP_SECTIONS[index]);
  return [
    {
      file,
      line: firstWrong?.line ?? bodyLineOffset + 1,
      message: `a walkthrough step needs exactly the sections ${STEP_SECTIONS.map((title) => `"## ${title}"`).join(', ')} in that order; found ${titles.length > 0 ? titles.map((title) => `"## ${title}"`).join(', ') : 'none'}`,
    },
  ];
}
