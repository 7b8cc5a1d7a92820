import { describe, expect, it } from 'vitest';
import { fixtures } from '@globalhire/data/mocks';
import { conversionRate, formatRate, sortJobs, totalsOf } from './jobAnalytics';

const jobs = fixtures.employerJobs;

describe('job analytics', () => {
  it('adds up views and applications over every job', () => {
    expect(totalsOf(jobs)).toEqual({
      views: 1696,
      applications: 5,
      conversion: (5 / 1696) * 100,
      liveJobs: 1,
    });
    expect(totalsOf([])).toEqual({ views: 0, applications: 0, conversion: null, liveJobs: 0 });
  });

  it('converts per 100 views, and has no rate without views', () => {
    expect(conversionRate(3, 1284)).toBeCloseTo(0.2336, 3);
    expect(conversionRate(2, 0)).toBeNull();
    expect(formatRate(null)).toBe('—');
    // A count per 100 views, never a percentage sign after it.
    expect(formatRate(12.345)).toMatch(/^12[.,]3$/);
    expect(formatRate(50)).toBe('50');
  });

  it('sorts by a column either way, unviewed jobs last for conversion', () => {
    expect(
      sortJobs(jobs, 'views', 'descending')
        .map((job) => job.id)
        .slice(0, 2),
    ).toEqual([1, 9]);
    expect(
      sortJobs(jobs, 'conversion', 'descending')
        .map((job) => job.id)
        .slice(0, 2),
    ).toEqual([9, 1]);
    expect(sortJobs(jobs, 'title', 'ascending').map((job) => job.title)[0]).toBe('DevOps Engineer');
    // Equal values keep the newest first.
    expect(
      sortJobs(jobs, 'views', 'ascending')
        .map((job) => job.id)
        .slice(0, 3),
    ).toEqual([12, 10, 6]);
  });
});
