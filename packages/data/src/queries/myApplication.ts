import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** What a job page needs to know about the visitor's own application to it. */
export type MyApplication = Pick<Tables<'applications'>, 'id' | 'job_id' | 'status' | 'created_at'>;

/** The candidate's application to one job, or null when they have not applied (RLS limits it to their own). */
export async function getMyApplicationForJob(
  client: GlobalHireClient,
  candidateId: string,
  jobId: number,
): Promise<Result<MyApplication | null>> {
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return ok(null);
  const { data, error, status } = await client
    .from('applications')
    .select('id, job_id, status, created_at')
    .eq('candidate_id', candidateId)
    .eq('job_id', jobId)
    .maybeSingle();
  return error ? fail(error, status) : ok(data satisfies MyApplication | null);
}
