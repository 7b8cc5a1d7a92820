import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { jobLifecycles, type JobLifecycle } from './admin-jobs';

const isLifecycle = (value: unknown): value is JobLifecycle =>
  jobLifecycles.includes(value as JobLifecycle);

/** One row of the employer's job list (spec §3 "Employer job": title, status, applications, views, posted, featured). */
export interface EmployerJob {
  id: number;
  title: string;
  lifecycle: JobLifecycle;
  location: string;
  country: string;
  category: string;
  featured: boolean;
  applications: number;
  newApplications: number;
  views: number;
  createdAt: string;
  publishedAt: string | null;
  expiresAt: string | null;
  /** Why an admin rejected the job (rejected jobs only; null otherwise). */
  rejectionReason?: string | null;
  /** Approved by an admin, live once GlobalHire has verified the company (pending jobs only). */
  approvalHeld?: boolean;
  /** Taken off the site by an admin while it was live (rejected jobs only). */
  takenDown?: boolean;
}

export const EMPLOYER_JOB_SELECT =
  'id, title, lifecycle, location, country, category, featured, applications_count, new_applications_count, view_count, created_at, published_at, expires_at, approval_held_at, taken_down_at';

type SummaryRow = Pick<
  Tables<'job_summaries'>,
  | 'id'
  | 'title'
  | 'lifecycle'
  | 'location'
  | 'country'
  | 'category'
  | 'featured'
  | 'applications_count'
  | 'new_applications_count'
  | 'view_count'
  | 'created_at'
  | 'published_at'
  | 'expires_at'
> &
  Partial<Pick<Tables<'job_summaries'>, 'approval_held_at' | 'taken_down_at'>>;

// A view's columns are all nullable to the type generator; the table behind it guarantees them.
function toEmployerJob(row: SummaryRow): EmployerJob {
  return {
    id: row.id ?? 0,
    title: row.title ?? '',
    lifecycle: isLifecycle(row.lifecycle) ? row.lifecycle : 'pending',
    location: row.location ?? '',
    country: row.country ?? '',
    category: row.category ?? '',
    featured: row.featured ?? false,
    applications: row.applications_count ?? 0,
    newApplications: row.new_applications_count ?? 0,
    views: row.view_count ?? 0,
    createdAt: row.created_at ?? '',
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    rejectionReason: null,
    approvalHeld: Boolean(row.approval_held_at),
    takenDown: Boolean(row.taken_down_at),
  };
}

export interface EmployerJobFilters {
  /** Only jobs in this state, e.g. 'draft' for /employer/jobs/drafts. */
  lifecycle?: JobLifecycle;
}

/** The company's own jobs, newest first (RLS: an employer reads only the jobs it owns). */
export async function listEmployerJobs(
  client: GlobalHireClient,
  companyId: string,
  filters: EmployerJobFilters = {},
): Promise<Result<EmployerJob[]>> {
  let query = client.from('job_summaries').select(EMPLOYER_JOB_SELECT).eq('company_id', companyId);
  if (filters.lifecycle) query = query.eq('lifecycle', filters.lifecycle);
  const { data, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) return fail(error, status);
  const jobs = data.map(toEmployerJob);
  if (!jobs.some((job) => job.lifecycle === 'rejected')) return ok(jobs);
  // The admin's reasons for the rejected ones, from the jobs themselves.
  const reasons = await client
    .from('jobs')
    .select('id, rejection_reason')
    .eq('company_id', companyId)
    .eq('approved', false);
  if (reasons.error) return fail(reasons.error, reasons.status);
  const byId = new Map(reasons.data.map((row) => [row.id, row.rejection_reason]));
  return ok(
    jobs.map((job) =>
      job.lifecycle === 'rejected' ? { ...job, rejectionReason: byId.get(job.id) ?? null } : job,
    ),
  );
}

/** Every field the post-job form edits, for one of the employer's jobs. */
export type EditableJob = Pick<
  Tables<'jobs'>,
  | 'id'
  | 'title'
  | 'location'
  | 'country'
  | 'city'
  | 'category'
  | 'work_type'
  | 'employment_type'
  | 'description'
  | 'requirements'
  | 'benefits'
  | 'tags'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'visa_sponsorship'
  | 'relocation_support'
  | 'status'
  | 'approved'
  | 'occupation_code'
  | 'region'
  | 'weekly_hours'
  | 'relocation_flights'
  | 'relocation_housing_nights'
  | 'relocation_visa_fees'
  | 'relocation_family'
  | 'relocation_allowance'
  | 'relocation_allowance_currency'
  | 'closes_on'
  | 'openings'
  | 'relocation_notes'
>;

export const EDITABLE_JOB_SELECT =
  'id, title, location, country, city, category, work_type, employment_type, description, requirements, benefits, tags, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, status, approved, occupation_code, region, weekly_hours, relocation_flights, relocation_housing_nights, relocation_visa_fees, relocation_family, relocation_allowance, relocation_allowance_currency, relocation_notes, closes_on, openings';

/** One of the company's jobs for editing, or null when it is not theirs or does not exist. */
export async function getEmployerJob(
  client: GlobalHireClient,
  companyId: string,
  jobId: number,
): Promise<Result<EditableJob | null>> {
  const { data, error, status } = await client
    .from('jobs')
    .select(EDITABLE_JOB_SELECT)
    .eq('id', jobId)
    .eq('company_id', companyId)
    .maybeSingle();
  if (error) return fail(error, status);
  return ok(data && toEditableJob(data));
}

/** Numeric columns come back as numbers, or as strings from some servers: always numbers here. */
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function toEditableJob(row: EditableJob): EditableJob {
  return {
    ...row,
    weekly_hours: numberOrNull(row.weekly_hours),
    relocation_allowance: numberOrNull(row.relocation_allowance),
  };
}
