import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** The columns both parties read: the schedule, the candidate's answer and the bookkeeping. */
export type InterviewDetails = Pick<
  Tables<'interviews'>,
  | 'id'
  | 'scheduled_at'
  | 'duration_minutes'
  | 'time_zone'
  | 'format'
  | 'location'
  | 'meeting_url'
  | 'phone'
  | 'notes'
  | 'status'
  | 'response'
  | 'response_message'
  | 'responded_at'
  | 'cancel_reason'
  | 'cancelled_at'
  | 'rescheduled_at'
  | 'sequence'
  | 'version'
  | 'updated_at'
>;

export const INTERVIEW_DETAILS_SELECT =
  'id, scheduled_at, duration_minutes, time_zone, format, location, meeting_url, phone, notes, status, response, response_message, responded_at, cancel_reason, cancelled_at, rescheduled_at, sequence, version, updated_at';

/** An interview with one of the employer's applicants, with the job and the candidate. */
export type EmployerInterview = InterviewDetails & {
  application: {
    id: number;
    status: Tables<'applications'>['status'];
    /** Set once the candidate deleted their account (`candidate` is then null). */
    candidate_deleted_at: string | null;
    job: Pick<Tables<'jobs'>, 'id' | 'title' | 'company_id'>;
    candidate: Pick<Tables<'profiles'>, 'id' | 'first_name' | 'last_name' | 'email'> | null;
  };
};

/** Interviews across the company's jobs, soonest first; the page splits upcoming and past. */
export async function listEmployerInterviews(
  client: GlobalHireClient,
  companyId: string,
): Promise<Result<EmployerInterview[]>> {
  const { data, error, status } = await client
    .from('interviews')
    .select(
      `${INTERVIEW_DETAILS_SELECT}, application:applications!inner(id, status, candidate_deleted_at, job:jobs!applications_job_id_fkey!inner(id, title, company_id), candidate:profile_details!applications_candidate_id_fkey(id, first_name, last_name, email))`,
    )
    .eq('application.job.company_id', companyId)
    .order('scheduled_at', { ascending: true })
    .order('id', { ascending: true });
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return error ? fail(error, status) : ok(data as EmployerInterview[]);
}
