import { describe, expect, it } from 'vitest';
import type { VisaVerdict } from '@globalhire/data';
import { countByGroup, mergeJobPages, rankJobs, verdictGroupOf } from './jobVerdicts';

const job = (id: number, published_at: string) => ({
  id,
  published_at: published_at as string | null,
  created_at: published_at,
});
const jobs = [
  job(1, '2026-03-01T00:00:00Z'),
  job(2, '2026-03-05T00:00:00Z'),
  job(3, '2026-03-03T00:00:00Z'),
  job(4, '2026-03-04T00:00:00Z'),
  job(5, '2026-03-02T00:00:00Z'),
];
const verdicts = new Map<number, VisaVerdict>([
  [1, 'likely_sponsorable'],
  [2, 'salary_below_threshold'],
  [3, 'no_visa_needed'],
  [4, 'unknown'],
  // 5 has no verdict
]);

describe('verdictGroupOf', () => {
  it('puts each verdict in the group a recruiter acts on', () => {
    expect(verdictGroupOf('no_visa_needed')).toBe('takeable');
    expect(verdictGroupOf('treaty_route')).toBe('takeable');
    expect(verdictGroupOf('likely_sponsorable')).toBe('takeable');
    expect(verdictGroupOf('employer_not_licensed')).toBe('not_takeable');
    expect(verdictGroupOf('occupation_not_eligible')).toBe('not_takeable');
    expect(verdictGroupOf('unknown')).toBe('unknown');
    expect(verdictGroupOf(undefined)).toBe('unknown');
  });
});

describe('rankJobs', () => {
  it('lists jobs the candidate can likely take first, then unknown, then the rest', () => {
    const ranked = rankJobs(jobs, verdicts, { order: 'verdict', group: null });
    // No visa needed before likely sponsorable; the unknown ones newest first; the refusal last.
    expect(ranked.map((j) => j.id)).toEqual([3, 1, 4, 5, 2]);
  });

  it('orders by date when asked, whatever the verdict', () => {
    const ranked = rankJobs(jobs, verdicts, { order: 'newest', group: null });
    expect(ranked.map((j) => j.id)).toEqual([2, 4, 3, 5, 1]);
  });

  it('keeps only the chosen group, counting a job without a verdict as unknown', () => {
    expect(rankJobs(jobs, verdicts, { order: 'verdict', group: 'unknown' }).map((j) => j.id)).toEqual([4, 5]);
    expect(rankJobs(jobs, verdicts, { order: 'verdict', group: 'takeable' }).map((j) => j.id)).toEqual([3, 1]);
  });

  it('does not reorder the list it was given', () => {
    rankJobs(jobs, verdicts, { order: 'verdict', group: null });
    expect(jobs.map((j) => j.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('countByGroup', () => {
  it('counts the jobs of each group', () => {
    expect(countByGroup(jobs, verdicts)).toEqual({ takeable: 2, unknown: 2, not_takeable: 1 });
    expect(countByGroup([], verdicts)).toEqual({ takeable: 0, unknown: 0, not_takeable: 0 });
  });
});

describe('mergeJobPages', () => {
  it('keeps each job once, newest first', () => {
    const merged = mergeJobPages([[jobs[0]!, jobs[1]!], [jobs[1]!, jobs[2]!], []]);
    expect(merged.map((j) => j.id)).toEqual([2, 3, 1]);
  });

  it('falls back to the creation date for a job never published', () => {
    const draft = { id: 9, published_at: null, created_at: '2026-03-10T00:00:00Z' };
    expect(mergeJobPages([[jobs[0]!], [draft]]).map((j) => j.id)).toEqual([9, 1]);
  });
});
