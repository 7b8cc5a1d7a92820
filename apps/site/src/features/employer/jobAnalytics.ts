import { formatNumber } from '@globalhire/data';
import type { EmployerJob } from '@globalhire/data';

/** Applications per 100 views, or null when a job has not been viewed yet. */
export function conversionRate(applications: number, views: number): number | null {
  return views > 0 ? (applications / views) * 100 : null;
}

/** Applications per 100 views as a count, '2.5' (not a percentage); '—' when there is nothing to divide by. */
export const formatRate = (rate: number | null): string =>
  rate === null ? '—' : formatNumber(rate, 1);

export interface JobTotals {
  views: number;
  applications: number;
  conversion: number | null;
  /** Jobs candidates can see right now. */
  liveJobs: number;
}

export function totalsOf(jobs: readonly EmployerJob[]): JobTotals {
  const views = jobs.reduce((sum, job) => sum + job.views, 0);
  const applications = jobs.reduce((sum, job) => sum + job.applications, 0);
  return {
    views,
    applications,
    conversion: conversionRate(applications, views),
    liveJobs: jobs.filter((job) => job.lifecycle === 'active').length,
  };
}

export const analyticsSortKeys = ['title', 'views', 'applications', 'conversion'] as const;
export type AnalyticsSortKey = (typeof analyticsSortKeys)[number];

const valueOf = (job: EmployerJob, key: AnalyticsSortKey): number | string =>
  key === 'title'
    ? job.title.toLowerCase()
    : key === 'conversion'
      ? (conversionRate(job.applications, job.views) ?? -1)
      : job[key];

/** Sorted copy of the jobs by a column; ties keep the newest job first. */
export function sortJobs(
  jobs: readonly EmployerJob[],
  key: AnalyticsSortKey,
  direction: 'ascending' | 'descending',
): EmployerJob[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x < y) return -sign;
    if (x > y) return sign;
    return b.createdAt.localeCompare(a.createdAt);
  });
}
