import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { systemClock, type Clock } from '../clock';

/** The columns a job card needs, plus its company's public name and page slug. */
export const JOB_CARD_SELECT =
  'id, title, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, created_at, published_at, company:profiles!jobs_company_id_fkey(company_name, slug)';

export const JOB_DETAIL_SELECT =
  'id, title, description, requirements, benefits, tags, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, approved, status, created_at, published_at, expires_at, company_id, occupation_code, region, weekly_hours, relocation_flights, relocation_housing_nights, relocation_visa_fees, relocation_family, relocation_allowance, relocation_allowance_currency, relocation_notes, closes_on, openings, company:profiles!jobs_company_id_fkey(company_name, slug, website, description, logo_path)';

type Job = Tables<'jobs'>;
type Company = Pick<Tables<'profiles'>, 'company_name' | 'slug'>;

export type JobSummary = Pick<
  Job,
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
  | 'featured'
  | 'created_at'
  | 'published_at'
> & { company: Company | null };

export type JobDetail = JobSummary &
  Pick<
    Job,
    | 'description'
    | 'requirements'
    | 'benefits'
    | 'tags'
    | 'approved'
    | 'status'
    | 'expires_at'
    | 'company_id'
    | 'occupation_code'
    | 'region'
    | 'weekly_hours'
    | 'relocation_flights'
    | 'relocation_housing_nights'
    | 'relocation_visa_fees'
    | 'relocation_family'
    | 'relocation_allowance'
    | 'relocation_allowance_currency'
    | 'relocation_notes'
    | 'closes_on'
    | 'openings'
  > & {
    company: (Company & Pick<Tables<'profiles'>, 'website' | 'description' | 'logo_path'>) | null;
  };

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
