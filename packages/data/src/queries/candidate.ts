import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { INTERVIEW_DETAILS_SELECT, type InterviewDetails } from './interviews';
import type { JobSummary } from './jobs';

type Company = Pick<Tables<'profiles'>, 'company_name' | 'slug'>;

/** What a candidate may still know of a job they saved once it is no longer listed. */
export interface ClosedSavedJob {
  title: string;
  company_name: string | null;
  location: string;
  /** Why it is no longer listed (see ApplicationJobState). */
  state: ApplicationJobState;
  /** /jobs/{id} still shows the job (as closed); false: linking there would say "Job not found." */
  has_page: boolean;
}

/**
 * A saved job. `job` is null once the listing is no longer live (RLS hides it); `closed` then
 * names it (from my_saved_job_states), so the candidate sees which job closed and can remove it.
 */
export interface SavedJob {
  job_id: number;
  saved_at: string;
  job: JobSummary | null;
  closed: ClosedSavedJob | null;
}

/** The job an application, an interview or a visa case is about; null when it is no longer listed. */
export type CandidateJobRef = Pick<Tables<'jobs'>, 'id' | 'title' | 'location'> & {
  company: Company | null;
};

export type ApplicationEvent = Pick<
  Tables<'application_events'>,
  'id' | 'from_status' | 'to_status' | 'created_at'
>;

/**
 * Why a job the candidate applied to is no longer listed: its employer's account was suspended,
 * GlobalHire took it down, it expired, it is back in review after an edit, or it was closed.
 */
export type ApplicationJobState =
  'employer_suspended' | 'taken_down' | 'expired' | 'in_review' | 'closed';

/** What the candidate may still know of a job they applied to once it is no longer listed. */
export interface ClosedApplicationJob {
  title: string;
  company_name: string | null;
  state: ApplicationJobState;
  /** /jobs/{id} still shows the job (as closed); false: linking there would say "Job not found." */
  has_page: boolean;
}

/** One of the candidate's applications with its status history, oldest step first. */
export type MyApplicationWithHistory = Pick<
  Tables<'applications'>,
  'id' | 'job_id' | 'status' | 'created_at' | 'updated_at' | 'submitted_by' | 'cover_letter'
> & {
  job: CandidateJobRef | null;
  events: ApplicationEvent[];
  /** Set when `job` is null (no longer listed): the job's name and why (my_application_job_states). */
  closed?: ClosedApplicationJob | null;
};

const applicationJobStates: readonly ApplicationJobState[] = [
  'employer_suspended',
  'taken_down',
  'expired',
  'in_review',
  'closed',
];
const jobStateOf = (state: string): ApplicationJobState =>
  applicationJobStates.find((known) => known === state) ?? 'closed';

/** One of the candidate's interviews: the schedule, their answer, and the job it is for. */
export type MyInterview = InterviewDetails & {
  application: { id: number; job: CandidateJobRef | null } | null;
};

export type VisaCaseStep = Pick<
  Tables<'visa_case_steps'>,
  'id' | 'position' | 'title' | 'description' | 'done' | 'done_at' | 'due_date'
>;
export type VisaCaseDocument = Pick<
  Tables<'visa_case_documents'>,
  | 'id'
  | 'name'
  | 'required'
  | 'received'
  | 'file_path'
  | 'updated_at'
  | 'status'
  | 'review_reason'
  | 'due_date'
>;
/** A note the visa team shared with the candidate. */
export type VisaCaseSharedNote = Pick<Tables<'visa_case_notes'>, 'id' | 'body' | 'created_at'>;

/** A visa and relocation case with its ordered steps and its document checklist. */
export type MyVisaCase = Pick<
  Tables<'visa_cases'>,
  'id' | 'destination_country' | 'visa_type' | 'status' | 'notes' | 'created_at' | 'updated_at'
> & {
  job: Pick<Tables<'jobs'>, 'id' | 'title'> | null;
  steps: VisaCaseStep[];
  documents: VisaCaseDocument[];
  /** Only the notes meant for the candidate (row-level security). */
  notes_from_team: VisaCaseSharedNote[];
};

const JOB_REF_SELECT =
  'id, title, location, company:profiles!jobs_company_id_fkey(company_name, slug)';

/** The candidate's saved jobs, most recently saved first; closed ones named and marked. */
export async function listSavedJobs(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<SavedJob[]>> {
  const { data, error, status } = await client
    .from('saved_jobs')
    .select(
      'job_id, saved_at:created_at, job:jobs(id, title, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, created_at, published_at, company:profiles!jobs_company_id_fkey(company_name, slug))',
    )
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false });
  if (error) return fail(error, status);
  const rows = data satisfies Omit<SavedJob, 'closed'>[];
  if (rows.every((row) => row.job !== null))
    return ok(rows.map((row) => ({ ...row, closed: null })));
  const states = await client.rpc('my_saved_job_states');
  if (states.error) return fail(states.error, states.status);
  const byId = new Map(states.data.map((state) => [state.job_id, state]));
  return ok(
    rows.map((row) => {
      const state = row.job ? undefined : byId.get(row.job_id);
      return {
        ...row,
        closed: state
          ? {
              title: state.title,
              company_name: state.company_name,
              location: state.location,
              state: jobStateOf(state.state),
              has_page: state.has_page,
            }
          : null,
      };
    }),
  );
}

/** The candidate's applications, newest first, each with its status history (RLS: their own only). */
export async function listMyApplications(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<MyApplicationWithHistory[]>> {
  const { data, error, status } = await client
    .from('applications')
    .select(
      `id, job_id, status, created_at, updated_at, submitted_by, cover_letter, job:jobs(${JOB_REF_SELECT}), events:application_events(id, from_status, to_status, created_at)`,
    )
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .order('created_at', { referencedTable: 'events', ascending: true })
    .order('id', { referencedTable: 'events', ascending: true });
  if (error) return fail(error, status);
  const rows = data satisfies MyApplicationWithHistory[];
  if (rows.every((row) => row.job !== null))
    return ok(rows.map((row) => ({ ...row, closed: null })));
  const states = await client.rpc('my_application_job_states');
  if (states.error) return fail(states.error, states.status);
  const byId = new Map(states.data.map((state) => [state.job_id, state]));
  return ok(
    rows.map((row) => {
      const state = row.job ? undefined : byId.get(row.job_id);
      return {
        ...row,
        closed: state
          ? {
              title: state.title,
              company_name: state.company_name,
              state: jobStateOf(state.state),
              has_page: state.has_page,
            }
          : null,
      };
    }),
  );
}

/** Interviews for the candidate's applications, soonest first; the page splits upcoming and past. */
export async function listMyInterviews(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<MyInterview[]>> {
  const { data, error, status } = await client
    .from('interviews')
    .select(
      `${INTERVIEW_DETAILS_SELECT}, application:applications!inner(id, job:jobs(${JOB_REF_SELECT}))`,
    )
    .eq('application.candidate_id', candidateId)
    .order('scheduled_at', { ascending: true })
    .order('id', { ascending: true });
  return error ? fail(error, status) : ok(data satisfies MyInterview[]);
}

/** The candidate's visa cases, newest first, with steps in order and the document checklist. */
export async function getMyVisaCases(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<MyVisaCase[]>> {
  const { data, error, status } = await client
    .from('visa_cases')
    .select(
      'id, destination_country, visa_type, status, notes, created_at, updated_at, job:jobs(id, title), steps:visa_case_steps(id, position, title, description, done, done_at, due_date), documents:visa_case_documents(id, name, required, received, file_path, updated_at, status, review_reason, due_date), notes_from_team:visa_case_notes(id, body, created_at)',
    )
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('position', { referencedTable: 'steps', ascending: true })
    .order('id', { referencedTable: 'documents', ascending: true });
  return error ? fail(error, status) : ok(data satisfies MyVisaCase[]);
}
