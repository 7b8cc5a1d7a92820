import type { GlobalHireClient } from '../client';
import type { Enums } from '../database.types';
import type { UserType } from '../constants';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

type EmployerStatus = Enums<'employer_status'>;
type CandidateStatus = Enums<'candidate_status'>;

/** A row of the employers list (spec §3 "Employer row": name, status, activeJobs, totalHires, joinDate). */
export interface AdminEmployer {
  id: string;
  company_name: string | null;
  slug: string | null;
  employer_status: EmployerStatus;
  active_jobs: number;
  total_jobs: number;
  total_hires: number;
  created_at: string;
  /** When an admin blocked the company (its jobs are hidden, it cannot post); null when not blocked. */
  blocked_at: string | null;
}

/** A row of the candidates list (spec §3 "Candidate row": name, email, location, status, applications, joinDate). */
export interface AdminCandidate {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  country: string | null;
  city: string | null;
  candidate_status: CandidateStatus;
  applications_count: number;
  created_at: string;
}

/** An account on the roles screen. */
export interface UserAccount {
  id: string;
  user_type: UserType;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  created_at: string;
}

export interface AdminEmployerFilters extends ListPaging {
  /** Words found in the company name. */
  search?: string;
  status?: EmployerStatus;
}

export interface AdminCandidateFilters extends ListPaging {
  /** Words found in the first name, last name or e-mail. */
  search?: string;
  status?: CandidateStatus;
}

export interface UserAccountFilters extends ListPaging {
  search?: string;
  role?: UserType;
}

const ADMIN_EMPLOYER_SELECT =
  'id, company_name, slug, employer_status, active_jobs, total_jobs, total_hires, created_at, blocked_at';
const ADMIN_CANDIDATE_SELECT =
  'id, first_name, last_name, email, country, city, candidate_status, applications_count, created_at';
const USER_ACCOUNT_SELECT = 'id, user_type, first_name, last_name, company_name, email, created_at';

/** Employers newest first, with their live jobs and hires (employer_summaries). */
export async function listAdminEmployers(
  client: GlobalHireClient,
  filters: AdminEmployerFilters = {},
): Promise<Result<ListPage<AdminEmployer>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('employer_summaries').select(ADMIN_EMPLOYER_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search))
    query = query.or(anyColumnContains(['company_name'], term));
  if (filters.status) query = query.eq('employer_status', filters.status);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as AdminEmployer[], count ?? 0, page, pageSize));
}

/** Candidates newest first, with how many applications each has sent (candidate_summaries). */
export async function listAdminCandidates(
  client: GlobalHireClient,
  filters: AdminCandidateFilters = {},
): Promise<Result<ListPage<AdminCandidate>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('candidate_summaries').select(ADMIN_CANDIDATE_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search)) {
    query = query.or(anyColumnContains(['first_name', 'last_name', 'email'], term));
  }
  if (filters.status) query = query.eq('candidate_status', filters.status);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as AdminCandidate[], count ?? 0, page, pageSize));
}

/** Every account with its role, for the roles screen (admins read all profiles). */
export async function listUserAccounts(
  client: GlobalHireClient,
  filters: UserAccountFilters = {},
): Promise<Result<ListPage<UserAccount>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('profile_details').select(USER_ACCOUNT_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search)) {
    query = query.or(anyColumnContains(['first_name', 'last_name', 'company_name', 'email'], term));
  }
  if (filters.role) query = query.eq('user_type', filters.role);
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return ok(listPage((data ?? []) as UserAccount[], count ?? 0, page, pageSize));
}

export interface EmployerOption {
  id: string;
  company_name: string | null;
}

/** Every employer account by company name, for choosing whom an admin posts a job for. */
export async function listEmployerOptions(
  client: GlobalHireClient,
): Promise<Result<EmployerOption[]>> {
  const { data, error, status } = await client
    .from('profiles')
    .select('id, company_name')
    .eq('user_type', 'employer')
    .order('company_name', { ascending: true, nullsFirst: false })
    .order('id', { ascending: true });
  return error ? fail(error, status) : ok(data);
}
