import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { jobLifecycles, type JobLifecycle } from './admin-jobs';

/** How many rows share one value (a category, a country, a status). */
export interface CountByKey {
  key: string;
  total: number;
}

export interface AdminAnalytics {
  /** Posted jobs (drafts aside) per category, most first. */
  jobsByCategory: CountByKey[];
  /** Posted jobs (drafts aside) per country slug, most first. */
  jobsByCountry: CountByKey[];
  /** Every job by where it stands. */
  jobsByLifecycle: Record<JobLifecycle, number>;
  /** Applications per status, most first. */
  applicationsByStatus: CountByKey[];
}

const mostFirst = (a: CountByKey, b: CountByKey) => b.total - a.total || a.key.localeCompare(b.key);

/** The admin analytics figures, from the admin_analytics function (admins only). */
export async function getAdminAnalytics(client: GlobalHireClient): Promise<Result<AdminAnalytics>> {
  const { data, error, status } = await client.rpc('admin_analytics');
  if (error) return fail(error, status);
  const of = (dimension: string) =>
    data
      .filter((row) => row.dimension === dimension)
      .map(({ key, total }) => ({ key, total }))
      .sort(mostFirst);
  const lifecycle = Object.fromEntries(jobLifecycles.map((name) => [name, 0])) as Record<
    JobLifecycle,
    number
  >;
  for (const { key, total } of of('job_lifecycle'))
    if (key in lifecycle) lifecycle[key as JobLifecycle] = total;
  return ok({
    jobsByCategory: of('job_category'),
    jobsByCountry: of('job_country'),
    jobsByLifecycle: lifecycle,
    applicationsByStatus: of('application_status'),
  });
}
