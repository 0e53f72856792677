import { describe, expect, it } from 'vitest';
import { checkPastDates, findDates, lastReviewedOf } from '../../../../src/lib/content/pastDates';

describe('findDates', () => {
  it('reads ISO dates, month-day-year, day-month-year and month-year, each once', () => {
    expect(
      findDates('On 2026-06-30, June 30, 2026, 30 June 2026 and in March 2026.').map((date) => date.lastDay),
    ).toEqual(['2026-06-30', '2026-06-30', '2026-06-30', '2026-03-31']);
  });
});

describe('lastReviewedOf', () => {
  it.each([
    [{ last_reviewed: new Date('2026-11-28T00:00:00Z') }, '2026-11-28'],
    [{ last_reviewed: '2026-11-28' }, '2026-11-28'],
    [{}, undefined],
    [
      { last_reviewed: '28/11/2026' },
      { error: 'last_reviewed must be a date written YYYY-MM-DD, not "28/11/2026"' },
    ],
  ])('%j -> %j', (frontMatter, expected) => {
    expect(lastReviewedOf(frontMatter)).toEqual(expected);
  });
});

describe('checkPastDates', () => {
  const reviewed = { last_reviewed: '2026-11-28' };
  const messages = (body: string) =>
    checkPastDates('guides/x.md', reviewed, body, 3).map((p) => `${p.line}: ${p.message}`);

  it('flags a past date that a sentence puts in the future', () => {
    expect(messages('Intro.\nAmazon Linux 2 reaches its end of support on June 30, 2026.')).toEqual([
      '5: "June 30, 2026" is before last_reviewed (2026-11-28) but the sentence puts it in the future: write it in the past tense',
    ]);
    expect(messages('The field will be retired on 2026-09-09.')).toHaveLength(1);
  });

  it('accepts past tense, future dates, and dates in code', () => {
    expect(
      messages(
        [
          'Amazon Linux 2 reached its end of support on June 30, 2026.',
          'Extended support lasts until March 23, 2027.',
          '```text\nwill end on 2026-01-01\n```',
          'The release of March 2026 was the last; it is supported until 2027-03-23.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('requires last_reviewed on guide pages only', () => {
    expect(checkPastDates('guides/x.md', {}, 'Text.', 3)[0]?.message).toContain('needs last_reviewed');
    expect(checkPastDates('faq/x.md', {}, 'Text.', 3)).toEqual([]);
  });
});
