import type { GlobalHireClient } from '../client';
import { jobPageSize, type JobCategory, type WorkType } from '../constants';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { systemClock, type Clock } from '../clock';

/** The columns a job card needs, plus its company's public name and page slug. */
export const JOB_CARD_SELECT =
  'id, title, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, created_at, published_at, company:profiles!jobs_company_id_fkey(company_name, slug)';

export const JOB_DETAIL_SELECT =
  'id, title, description, requirements, benefits, tags, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, approved, status, created_at, published_at, expires_at, company_id, company:profiles!jobs_company_id_fkey(company_name, slug, website, description, logo_path)';

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
  Pick<Job, 'description' | 'requirements' | 'benefits' | 'tags' | 'approved' | 'status' | 'expires_at' | 'company_id'> & {
    company: (Company & Pick<Tables<'profiles'>, 'website' | 'description' | 'logo_path'>) | null;
  };

export interface JobSearchFilters {
  /** Full-text keyword over title, tags, category and description. */
  keyword?: string;
  country?: string;
  category?: JobCategory | string;
  workType?: WorkType | string;
  visaSponsorship?: boolean;
  relocationSupport?: boolean;
  /** Jobs whose salary range reaches at least this amount (in the job's currency). */
  minSalary?: number;
  page?: number;
  pageSize?: number;
}

export interface JobSearchPage {
  jobs: JobSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Listings a visitor may see are approved, published and not expired (RLS enforces the same). */
const notExpired = (now: Date) => `expires_at.is.null,expires_at.gt.${now.toISOString()}`;

/** Server-side job search, newest first, with an exact total for pagination. */
export async function searchJobs(
  client: GlobalHireClient,
  filters: JobSearchFilters = {},
  clock: Clock = systemClock,
): Promise<Result<JobSearchPage>> {
  const pageSize = Math.min(Math.max(filters.pageSize ?? jobPageSize, 1), 100);
  const page = Math.max(Math.floor(filters.page ?? 1), 1);
  const from = (page - 1) * pageSize;
  let query = client
    .from('jobs')
    .select(JOB_CARD_SELECT, { count: 'exact' })
    .eq('approved', true)
    .eq('status', 'published')
    .or(notExpired(clock()));
  const keyword = filters.keyword?.trim();
  if (keyword) query = query.textSearch('search', keyword, { type: 'websearch', config: 'english' });
  if (filters.country) query = query.eq('country', filters.country);
  if (filters.category) query = query.eq('category', filters.category);
  if (filters.workType) query = query.eq('work_type', filters.workType as WorkType);
  if (filters.visaSponsorship) query = query.eq('visa_sponsorship', true);
  if (filters.relocationSupport) query = query.eq('relocation_support', true);
  if (filters.minSalary != null && filters.minSalary > 0) query = query.gte('salary_max', filters.minSalary);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  // Asking for a page past the end is not an error for a visitor: it is an empty page.
  if (error && status !== 416) return fail(error, status);
  const total = count ?? 0;
  return ok({
    jobs: (data ?? []) satisfies JobSummary[],
    total,
    page,
    pageSize,
    pageCount: Math.max(Math.ceil(total / pageSize), 1),
  });
}

/** One job by id, or null when it does not exist or the caller may not see it. */
export async function getJob(client: GlobalHireClient, id: number): Promise<Result<JobDetail | null>> {
  if (!Number.isSafeInteger(id) || id <= 0) return ok(null);
  const { data, error, status } = await client.from('jobs').select(JOB_DETAIL_SELECT).eq('id', id).maybeSingle();
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
export async function recordJobView(client: GlobalHireClient, jobId: number): Promise<Result<null>> {
  const { error, status } = await client.rpc('record_job_view', { job_id: jobId });
  return error ? fail(error, status) : ok(null);
}
