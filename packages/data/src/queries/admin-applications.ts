import type { GlobalHireClient } from '../client';
import type { ApplicationStatus } from '../constants';
import { fail, ok, type Result } from '../result';
import { listPage, pageWindow, type ListPage, type ListPaging } from './admin-list';

/** An application on the admin list: the job, the candidate, where it stands and when it came. */
export interface AdminApplication {
  id: number;
  status: ApplicationStatus;
  created_at: string;
  job: { id: number; title: string; company: { company_name: string | null } | null } | null;
  candidate: {
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  } | null;
}

export const ADMIN_APPLICATION_SELECT =
  'id, status, created_at, job:jobs!applications_job_id_fkey(id, title, company:profiles!jobs_company_id_fkey(company_name)), candidate:profile_details!applications_candidate_id_fkey(id, first_name, last_name, email)';

export interface AdminApplicationFilters extends ListPaging {
  status?: ApplicationStatus;
}

/** Every application for an admin, newest first, one page at a time with an exact count. */
export async function listAdminApplications(
  client: GlobalHireClient,
  filters: AdminApplicationFilters = {},
): Promise<Result<ListPage<AdminApplication>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('applications').select(ADMIN_APPLICATION_SELECT, { count: 'exact' });
  if (filters.status) query = query.eq('status', filters.status);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return ok(listPage((data ?? []) as AdminApplication[], count ?? 0, page, pageSize));
}
