import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { JOB_CARD_SELECT, type JobSummary } from './job-shapes';

/**
 * Live jobs recommended to the signed-in candidate, as job cards: public.recommended_jobs, the
 * rule the dashboard's Job Recommendations count uses (the categories and countries in their
 * profile, else those of the jobs they saved or applied to; never a job they applied to).
 * Featured first, then newest; the database caps a call at 100.
 */
export async function listRecommendedJobs(
  client: GlobalHireClient,
  limit = 4,
): Promise<Result<JobSummary[]>> {
  const { data, error, status } = await client
    .rpc('recommended_jobs', { max_results: limit })
    .select(JOB_CARD_SELECT)
    // The function's own order, restated: embedding the company wraps its rows in a query.
    .order('featured', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return error ? fail(error, status) : ok(data satisfies JobSummary[]);
}
