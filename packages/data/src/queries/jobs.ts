import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { systemClock, type Clock } from '../clock';
import { JOB_CARD_SELECT, JOB_DETAIL_SELECT, type JobDetail, type JobSummary } from './job-shapes';

export { JOB_CARD_SELECT, JOB_DETAIL_SELECT } from './job-shapes';
export type { JobDetail, JobSummary } from './job-shapes';
export { searchJobs } from './job-search';
export type { JobSearchFilters, JobSearchPage } from './job-search';

/** Listings a visitor may see are approved, published and not expired (RLS enforces the same). */
const notExpired = (now: Date) => `expires_at.is.null,expires_at.gt.${now.toISOString()}`;

/** One job by id, or null when it does not exist or the caller may not see it. */
export async function getJob(
  client: GlobalHireClient,
  id: number,
): Promise<Result<JobDetail | null>> {
  if (!Number.isSafeInteger(id) || id <= 0) return ok(null);
  const { data, error, status } = await client
    .from('jobs')
    .select(JOB_DETAIL_SELECT)
    .eq('id', id)
    .maybeSingle();
  return error ? fail(error, status) : ok(data satisfies JobDetail | null);
}

/** The newest approved jobs an admin marked as featured (the home page shows three). */
export async function getFeaturedJobs(
  client: GlobalHireClient,
  limit = 3,
  clock: Clock = systemClock,
): Promise<Result<JobSummary[]>> {
  const { data, error, status } = await client
    .from('jobs')
    .select(JOB_CARD_SELECT)
    .eq('approved', true)
    .eq('status', 'published')
    .or(notExpired(clock()))
    .eq('featured', true)
    .order('created_at', { ascending: false })
    .limit(limit);
  return error ? fail(error, status) : ok(data satisfies JobSummary[]);
}

/** Counts a visit to a job page (Job Views on the employer dashboard). */
export async function recordJobView(
  client: GlobalHireClient,
  jobId: number,
): Promise<Result<null>> {
  const { error, status } = await client.rpc('record_job_view', { job_id: jobId });
  return error ? fail(error, status) : ok(null);
}
