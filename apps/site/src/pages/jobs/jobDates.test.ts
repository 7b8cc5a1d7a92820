import { describe, expect, it } from 'vitest';
import { jobDeadlineText, jobPostedText } from './jobDates';

// The day in full, month in words: the one date format of a job page.
const oneFormat = /^(Posted|Apply by|Apply before) \d{1,2} [A-Z][a-z]+ \d{4}$/;

describe('job page dates', () => {
  it('gives the posting date as a date, not as time ago', () => {
    const posted = jobPostedText({
      published_at: '2026-12-05T10:00:00+00:00',
      created_at: '2026-12-01T10:00:00+00:00',
    });
    expect(posted).toBe('Posted 5 December 2026');
    expect(jobPostedText({ published_at: null, created_at: '2026-12-01T10:00:00+00:00' })).toBe(
      'Posted 1 December 2026',
    );
  });

  it('gives the closing date while it ends the listing, else the end of the listing period', () => {
    expect(
      jobDeadlineText({ closes_on: '2030-03-31', expires_at: '2030-04-01T00:00:00+00:00' }),
    ).toBe('Apply by 31 March 2030');
    expect(jobDeadlineText({ closes_on: '2030-03-31', expires_at: null })).toBe(
      'Apply by 31 March 2030',
    );
    expect(
      jobDeadlineText({ closes_on: '2030-06-30', expires_at: '2030-04-02T09:00:00+00:00' }),
    ).toBe('Apply before 2 April 2030');
    expect(jobDeadlineText({ closes_on: null, expires_at: null })).toBeUndefined();
  });

  it('writes the posting date and the deadline in the same format', () => {
    const texts = [
      jobPostedText({ published_at: '2026-12-05T10:00:00+00:00', created_at: '2026-12-05' }),
      jobDeadlineText({ closes_on: '2027-01-31', expires_at: null }),
      jobDeadlineText({ closes_on: null, expires_at: '2027-02-01T09:00:00+00:00' }),
    ];
    for (const text of texts) expect(text).toMatch(oneFormat);
  });
});
