import type { GlobalHireClient } from '../client';
import type { Enums, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  allowedSortKey,
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
  type ListSort,
} from './admin-list';

/**
 * Where a job stands (the `lifecycle` column of the job_summaries view). 'active' is live on the
 * site; 'blocked' is approved and inside its window, hidden because its company is blocked.
 */
export const jobLifecycles = [
  'active',
  'pending',
  'expired',
  'rejected',
  'draft',
  'blocked',
] as const;
export type JobLifecycle = (typeof jobLifecycles)[number];

export const adminJobSortKeys = [
  'title',
  'company_name',
  'applications_count',
  'created_at',
] as const;
export type AdminJobSortKey = (typeof adminJobSortKeys)[number];

type JobSummaryRow = Tables<'job_summaries'>;

/** A row of the admin job lists (spec §3 "Admin job": title, company, status, applications, posted). */
export interface AdminJob {
  id: number;
  title: string;
  company_id: string;
  company_name: string | null;
  company_slug: string | null;
  lifecycle: JobLifecycle;
  approved: boolean | null;
  featured: boolean;
  status: NonNullable<JobSummaryRow['status']>;
  applications_count: number;
  created_at: string;
  published_at: string | null;
  expires_at: string | null;
  /** Where the company stands: its jobs go live only once it is verified, never while blocked. */
  employer_status: Enums<'employer_status'> | null;
  company_blocked: boolean;
  /** When an admin approved the job while its company was unverified: it goes live on verification. */
  approval_held_at: string | null;
  /** When an admin took the live job down (it is then 'rejected', with the reason). */
  taken_down_at: string | null;
}

export const ADMIN_JOB_SELECT =
  'id, title, company_id, company_name, company_slug, lifecycle, approved, featured, status, applications_count, created_at, published_at, expires_at, employer_status, company_blocked, approval_held_at, taken_down_at';

export interface AdminJobFilters extends ListPaging {
  /** Words found in the title or the company name. */
  search?: string;
  lifecycle?: JobLifecycle;
  /** Featured jobs before the others (the Featured Jobs Manager). */
  featuredFirst?: boolean;
  /** Newest first unless told. */
  sort?: ListSort<AdminJobSortKey>;
}

/**
 * Every job for an admin (RLS narrows it for anyone else), one page at a time with an exact
 * count. The approval queue is `lifecycle: 'pending'`: published and not yet approved or rejected.
 */
export async function listAdminJobs(
  client: GlobalHireClient,
  filters: AdminJobFilters = {},
): Promise<Result<ListPage<AdminJob>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('job_summaries').select(ADMIN_JOB_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search))
    query = query.or(anyColumnContains(['title', 'company_name'], term));
  if (filters.lifecycle) query = query.eq('lifecycle', filters.lifecycle);
  if (filters.featuredFirst) query = query.order('featured', { ascending: false });
  const sortKey = allowedSortKey(adminJobSortKeys, filters.sort?.key);
  if (sortKey && sortKey !== 'created_at')
    query = query.order(sortKey, { ascending: filters.sort!.ascending });
  const newestFirst = !(sortKey === 'created_at' && filters.sort!.ascending);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: !newestFirst })
    .order('id', { ascending: !newestFirst })
    .range(from, to);
  // A page past the end (the list shrank under the admin) is an empty page, not an error.
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as AdminJob[], count ?? 0, page, pageSize));
}

/**
 * The lifecycle of a job row as the job_summaries view computes it, for updating a listed job
 * from the row a moderation write returns.
 */
export function jobLifecycleOf(
  job: Pick<Tables<'jobs'>, 'status' | 'approved' | 'expires_at'>,
  now: Date = new Date(),
): JobLifecycle {
  if (job.status === 'draft') return 'draft';
  if (job.approved === null) return 'pending';
  if (job.approved === false) return 'rejected';
  if (job.expires_at !== null && new Date(job.expires_at).getTime() <= now.getTime())
    return 'expired';
  return 'active';
}
