import type { GlobalHireClient } from '../client';
import type { ApplicationStatus } from '../constants';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { ApplicationInput } from '../validation';

export type ApplicationRow = Tables<'applications'>;

/** A candidate applies to a job, optionally with a cover letter and an uploaded CV. */
export async function applyToJob(
  client: GlobalHireClient,
  candidateId: string,
  input: ApplicationInput,
): Promise<Result<ApplicationRow>> {
  // Loaded here, not with the module: pages that only save jobs import this file too, and the
  // schemas (zod) are a quarter of their JavaScript.
  const { applicationSchema, fieldErrors } = await import('../validation');
  const parsed = applicationSchema.safeParse(input);
  if (!parsed.success) {
    return fail({ message: Object.values(fieldErrors(parsed.error)).join(' '), code: 'validation_failed' }, 400);
  }
  const { data, error, status } = await client
    .from('applications')
    .insert({
      job_id: parsed.data.jobId,
      candidate_id: candidateId,
      cover_letter: parsed.data.coverLetter ?? null,
      cv_path: parsed.data.cvPath ?? null,
    })
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

/** Employers move applicants through the pipeline; candidates may only withdraw (enforced in the database). */
export async function setApplicationStatus(
  client: GlobalHireClient,
  applicationId: number,
  status: ApplicationStatus,
): Promise<Result<ApplicationRow>> {
  const { data, error, status: httpStatus } = await client
    .from('applications')
    .update({ status })
    .eq('id', applicationId)
    .select()
    .single();
  return error ? fail(error, httpStatus) : ok(data);
}

export async function saveJob(client: GlobalHireClient, candidateId: string, jobId: number): Promise<Result<null>> {
  const { error, status } = await client
    .from('saved_jobs')
    .upsert({ candidate_id: candidateId, job_id: jobId }, { onConflict: 'candidate_id,job_id', ignoreDuplicates: true });
  return error ? fail(error, status) : ok(null);
}

export async function unsaveJob(client: GlobalHireClient, candidateId: string, jobId: number): Promise<Result<null>> {
  const { error, status } = await client.from('saved_jobs').delete().eq('candidate_id', candidateId).eq('job_id', jobId);
  return error ? fail(error, status) : ok(null);
}
