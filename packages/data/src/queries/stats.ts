import type { GlobalHireClient } from '../client';
import { daysBefore, monthsBefore, systemClock, type Clock } from '../clock';
import { windows } from '../constants';
import { fail, ok, type Result } from '../result';

interface CountResponse {
  count: number | null;
  error: unknown;
  status: number;
}

/** Resolves a set of count-only requests, returning the first error as a value. */
async function counts<K extends string>(
  requests: Record<K, PromiseLike<CountResponse>>,
): Promise<Result<Record<K, number>>> {
  const keys = Object.keys(requests) as K[];
  const responses = await Promise.all(keys.map((key) => requests[key]));
  const failed = responses.find((response) => response.error);
  if (failed) return fail(failed.error, failed.status);
  return ok(
    Object.fromEntries(keys.map((key, i) => [key, responses[i]!.count ?? 0])) as Record<K, number>,
  );
}

export interface HomeStats {
  totalJobs: number;
  newJobs: number;
}

/** Spec §7 "Home stats": two count-only HEAD requests on jobs; no status filter (RLS scopes them). */
export async function getHomeStats(
  client: GlobalHireClient,
  clock: Clock = systemClock,
): Promise<Result<HomeStats>> {
  const since = daysBefore(clock(), windows.newJobsDays).toISOString();
  return counts({
    totalJobs: client.from('jobs').select('*', { count: 'exact', head: true }),
    newJobs: client
      .from('jobs')
      .select('*', { count: 'exact', head: true })
      .gte('created_at', since),
  });
}

export interface AdminDashboardStats {
  jobs: number;
  employers: number;
  candidates: number;
  /** Every queue waiting for an admin: the three below together. */
  pendingApprovals: number;
  /** Jobs waiting for a decision (not those approved and held for their company's verification). */
  jobsToApprove: number;
  /** Companies waiting for verification (not blocked). */
  employersToVerify: number;
  /** Candidates waiting for approval. */
  candidatesToApprove: number;
  jobsThisWeek: number;
  employersThisMonth: number;
  candidatesThisMonth: number;
}

/**
 * Spec §7 "Admin dashboard": the counts behind the four stat cards. Pending Approvals counts every
 * queue an admin works through (jobs, companies to verify, candidates to approve), each from the
 * rows its list shows.
 */
export async function getAdminDashboardStats(
  client: GlobalHireClient,
  clock: Clock = systemClock,
): Promise<Result<AdminDashboardStats>> {
  const now = clock();
  const weekAgo = daysBefore(now, windows.adminWeekDays).toISOString();
  const monthAgo = monthsBefore(now, windows.adminMonths).toISOString();
  const head = { count: 'exact', head: true } as const;
  const counted = await counts({
    // The same rows as the admin lists the cards stand for: Manage All Jobs filtered to Active
    // (what /jobs shows visitors) and the approval queue.
    jobs: client.from('job_summaries').select('*', head).eq('lifecycle', 'active'),
    employers: client.from('profiles').select('id', head).eq('user_type', 'employer'),
    candidates: client.from('profiles').select('id', head).eq('user_type', 'candidate'),
    jobsToApprove: client
      .from('job_summaries')
      .select('*', head)
      .eq('lifecycle', 'pending')
      .is('approval_held_at', null),
    employersToVerify: client
      .from('employer_summaries')
      .select('*', head)
      .eq('employer_status', 'pending')
      .is('blocked_at', null),
    candidatesToApprove: client
      .from('candidate_summaries')
      .select('id', head)
      .eq('candidate_status', 'pending'),
    jobsThisWeek: client
      .from('job_summaries')
      .select('*', head)
      .eq('lifecycle', 'active')
      .gte('published_at', weekAgo),
    employersThisMonth: client
      .from('profiles')
      .select('id', head)
      .eq('user_type', 'employer')
      .gte('created_at', monthAgo),
    candidatesThisMonth: client
      .from('profiles')
      .select('id', head)
      .eq('user_type', 'candidate')
      .gte('created_at', monthAgo),
  });
  if (counted.error) return { data: null, error: counted.error };
  const queues = counted.data;
  return ok({
    ...queues,
    pendingApprovals: queues.jobsToApprove + queues.employersToVerify + queues.candidatesToApprove,
  });
}

export interface EmployerDashboardJobs {
  jobs: { id: number; created_at: string; approved: boolean | null }[];
  applications: number;
}

/** Spec §7 "Employer dashboard": the company's jobs, then a count of applications to them. */
export async function getEmployerDashboardJobs(
  client: GlobalHireClient,
  companyId: string,
): Promise<Result<EmployerDashboardJobs>> {
  const jobs = await client
    .from('jobs')
    .select('id, created_at, approved')
    .eq('company_id', companyId);
  if (jobs.error) return fail(jobs.error, jobs.status);
  const ids = jobs.data.map((job) => job.id);
  if (ids.length === 0) return ok({ jobs: [], applications: 0 });
  const applications = await client
    .from('applications')
    .select('id', { count: 'exact', head: true })
    .in('job_id', ids);
  if (applications.error) return fail(applications.error, applications.status);
  return ok({ jobs: jobs.data, applications: applications.count ?? 0 });
}

/** Spec §7 "Applicant dashboard": how many applications the candidate has. */
export async function getApplicantApplicationCount(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<number>> {
  const { count, error, status } = await client
    .from('applications')
    .select('id', { count: 'exact', head: true })
    .eq('candidate_id', candidateId);
  return error ? fail(error, status) : ok(count ?? 0);
}
