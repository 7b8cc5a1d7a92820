import type { GlobalHireClient } from '../client';
import type { Database } from '../database.types';
import { fail, ok, type Result } from '../result';

type Functions = Database['public']['Functions'];
export type EmployerDashboardStats = Functions['employer_dashboard_stats']['Returns'][number];
export type CandidateDashboardStats = Functions['candidate_dashboard_stats']['Returns'][number];
export type EmployerPlanStatus = Functions['my_plan']['Returns'][number];

/** The employer dashboard's computed cards (views, active/expired/pending, featured slots, plan days left). */
export async function getEmployerDashboardStats(client: GlobalHireClient): Promise<Result<EmployerDashboardStats>> {
  const { data, error, status } = await client.rpc('employer_dashboard_stats').single();
  return error ? fail(error, status) : ok(data);
}

/** The applicant dashboard's six cards, from the candidate's own rows. */
export async function getCandidateDashboardStats(client: GlobalHireClient): Promise<Result<CandidateDashboardStats>> {
  const { data, error, status } = await client.rpc('candidate_dashboard_stats').single();
  return error ? fail(error, status) : ok(data);
}

/** The signed-in employer's plan, its limits and the days left in the period. */
export async function getMyPlan(client: GlobalHireClient): Promise<Result<EmployerPlanStatus>> {
  const { data, error, status } = await client.rpc('my_plan').single();
  return error ? fail(error, status) : ok(data);
}
