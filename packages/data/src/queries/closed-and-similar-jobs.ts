import type { GlobalHireClient } from '../client';
import type { Database } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { JobSummary } from './jobs';

type ClosedJobRow = Database['public']['Functions']['closed_job']['Returns'][number];
type SimilarJobRow = Database['public']['Functions']['similar_jobs']['Returns'][number];

/**
 * The public face of a job that went live once and no longer is: expired, or taken down by its
 * employer. Title, company, place, pay and dates only; never its description or applicants.
 */
export interface ClosedJob extends Pick<
  JobSummary,
  | 'id'
  | 'title'
  | 'country'
  | 'city'
  | 'location'
  | 'category'
  | 'work_type'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'visa_sponsorship'
  | 'relocation_support'
  | 'created_at'
  | 'published_at'
  | 'company'
> {
  tags: string[];
  /** When it stopped taking applications: its expiry, or when the employer took it down. */
  closed_at: string | null;
  /** 'expired': its advertising period ended; 'closed': the employer took it down. */
  reason: 'expired' | 'closed';
}

const companyOf = (row: { company_name: string | null; company_slug: string | null }) =>
  row.company_name || row.company_slug
    ? { company_name: row.company_name, slug: row.company_slug }
    : null;

function closedJobOf(row: ClosedJobRow): ClosedJob {
  return {
    id: row.id,
    title: row.title,
    company: companyOf(row),
    country: row.country,
    city: row.city,
    location: row.location,
    category: row.category,
    work_type: row.work_type,
    employment_type: row.employment_type,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    visa_sponsorship: row.visa_sponsorship,
    relocation_support: row.relocation_support,
    tags: row.tags ?? [],
    created_at: row.created_at,
    published_at: row.published_at,
    closed_at: row.closed_at,
    reason: row.reason === 'closed' ? 'closed' : 'expired',
  };
}

function similarJobOf(row: SimilarJobRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: companyOf(row),
    country: row.country,
    city: row.city,
    location: row.location,
    category: row.category,
    work_type: row.work_type,
    employment_type: row.employment_type,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    visa_sponsorship: row.visa_sponsorship,
    relocation_support: row.relocation_support,
    featured: row.featured,
    created_at: row.created_at,
    published_at: row.published_at,
  };
}

/**
 * A closed job's public fields (public.closed_job), or null when the job is live, never went live
 * (draft, pending, rejected), belongs to a blocked employer or does not exist.
 */
export async function getClosedJob(
  client: GlobalHireClient,
  id: number,
): Promise<Result<ClosedJob | null>> {
  if (!Number.isSafeInteger(id) || id <= 0) return ok(null);
  const { data, error, status } = await client.rpc('closed_job', { job_id: id });
  if (error) return fail(error, status);
  const row = (data ?? [])[0];
  return ok(row ? closedJobOf(row) : null);
}

/**
 * Live jobs like this one (same category, country or skills), most relevant first, computed by
 * the database in one call (public.similar_jobs); never the job itself.
 */
export async function getSimilarJobs(
  client: GlobalHireClient,
  jobId: number,
  limit = 4,
): Promise<Result<JobSummary[]>> {
  if (!Number.isSafeInteger(jobId) || jobId <= 0) return ok([]);
  const { data, error, status } = await client.rpc('similar_jobs', {
    job_id: jobId,
    max_count: limit,
  });
  return error ? fail(error, status) : ok((data ?? []).map(similarJobOf));
}
