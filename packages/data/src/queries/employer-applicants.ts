import type { GlobalHireClient } from '../client';
import type { ApplicationStatus } from '../constants';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

type Candidate = Pick<
  Tables<'profiles'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'country' | 'city' | 'experience_years' | 'headline'
>;

/** One application to the company's jobs (spec §3 "Applicant row": name, email, location, jobTitle, experience, status, appliedDate). */
export type EmployerApplicant = Pick<
  Tables<'applications'>,
  | 'id'
  | 'job_id'
  | 'status'
  | 'cover_letter'
  | 'cv_path'
  | 'created_at'
  | 'updated_at'
  | 'submitted_by'
  | 'proposal_id'
  | 'candidate_deleted_at'
> & {
  job: Pick<Tables<'jobs'>, 'id' | 'title' | 'company_id'>;
  /** Null once the candidate deleted their account (`candidate_deleted_at` says when). */
  candidate: Candidate | null;
};

// `job!inner` plus the filter on job.company_id keeps only applications to this company's jobs;
// RLS already limits an employer to those, the filter keeps an admin's view the same.
export const EMPLOYER_APPLICANT_SELECT =
  'id, job_id, status, cover_letter, cv_path, created_at, updated_at, submitted_by, proposal_id, candidate_deleted_at, job:jobs!applications_job_id_fkey!inner(id, title, company_id), candidate:profile_details!applications_candidate_id_fkey(id, first_name, last_name, email, country, city, experience_years, headline)';

export interface EmployerApplicantFilters {
  /** Applications to one job (/employer/jobs/{id}/applicants). */
  jobId?: number;
  /** Applications at one stage of the pipeline (/employer/applicants/shortlisted). */
  status?: ApplicationStatus;
  /** At most this many, the newest (the dashboard's queue of applications to review). */
  limit?: number;
}

/** Applications to the company's jobs, newest first. */
export async function listEmployerApplicants(
  client: GlobalHireClient,
  companyId: string,
  filters: EmployerApplicantFilters = {},
): Promise<Result<EmployerApplicant[]>> {
  let query = client
    .from('applications')
    .select(EMPLOYER_APPLICANT_SELECT)
    .eq('job.company_id', companyId);
  if (filters.jobId !== undefined) query = query.eq('job_id', filters.jobId);
  if (filters.status) query = query.eq('status', filters.status);
  let ordered = query.order('created_at', { ascending: false }).order('id', { ascending: false });
  if (filters.limit !== undefined) ordered = ordered.limit(filters.limit);
  const { data, error, status } = await ordered;
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return error ? fail(error, status) : ok(data as EmployerApplicant[]);
}
