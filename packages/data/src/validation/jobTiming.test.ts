import { describe, expect, it } from 'vitest';
import { draftJobSchema, postJobSchema } from './schemas';
import { latestClosingDate, utcToday } from './jobTiming';

const job = {
  jobTitle: 'Staff Nurse',
  location: 'Dublin, Ireland',
  country: 'ireland',
  category: 'healthcare',
  description: 'Join our emergency department.',
};
const day = (offset: number) => utcToday(new Date(Date.now() + offset * 86_400_000));
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = postJobSchema.safeParse({ ...job, ...input });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("a job's closing date", () => {
  it('is optional, and kept as the day typed when it is after today and within a year', () => {
    expect(postJobSchema.parse(job).closesOn).toBeUndefined();
    expect(postJobSchema.parse({ ...job, closesOn: '' }).closesOn).toBeUndefined();
    expect(postJobSchema.parse({ ...job, closesOn: day(1) }).closesOn).toBe(day(1));
    expect(postJobSchema.parse({ ...job, closesOn: latestClosingDate() }).closesOn).toBe(
      latestClosingDate(),
    );
  });

  it('refuses today, a past day, a day more than a year away and a malformed date, drafts included', () => {
    expect(errorsOf({ closesOn: day(0) })).toEqual([
      'closesOn: Choose a closing date after today.',
    ]);
    expect(errorsOf({ closesOn: day(-10) })).toEqual([
      'closesOn: Choose a closing date after today.',
    ]);
    expect(errorsOf({ closesOn: day(366) })).toEqual([
      'closesOn: Choose a closing date within a year from today.',
    ]);
    expect(errorsOf({ closesOn: '15/01/2030' })).toEqual([
      'closesOn: Enter the closing date as a date, like 2030-01-15.',
    ]);
    expect(draftJobSchema.safeParse({ jobTitle: 'Draft', closesOn: day(-1) }).success).toBe(false);
  });
});

describe("a job's openings", () => {
  it('is 1 unless told, and a whole number from 1 to 999', () => {
    expect(postJobSchema.parse(job).openings).toBe(1);
    expect(postJobSchema.parse({ ...job, openings: '' }).openings).toBe(1);
    expect(postJobSchema.parse({ ...job, openings: '12' }).openings).toBe(12);
    for (const openings of ['0', '1000', '2.5', 'two']) {
      expect(errorsOf({ openings }), openings).toEqual([
        'openings: Enter the number of openings, a whole number from 1 to 999.',
      ]);
    }
  });
});
