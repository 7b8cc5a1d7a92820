import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

export type PlanRequest = Pick<Tables<'subscriptions'>, 'id' | 'plan' | 'status' | 'created_at'>;

/** The employer's plan changes waiting for an admin, newest first (RLS: its own subscriptions only). */
export async function listPendingPlanRequests(
  client: GlobalHireClient,
  employerId: string,
): Promise<Result<PlanRequest[]>> {
  const { data, error, status } = await client
    .from('subscriptions')
    .select('id, plan, status, created_at')
    .eq('employer_id', employerId)
    .eq('status', 'requested')
    .order('created_at', { ascending: false });
  return error ? fail(error, status) : ok(data);
}

export interface AdminPlanRequest extends PlanRequest {
  employer: {
    id: string;
    company_name: string | null;
    email: string | null;
    employer_status: Tables<'profiles'>['employer_status'];
  } | null;
}

/** Every plan request waiting for an admin, oldest first (RLS: admins read all subscriptions). */
export async function listPlanRequestsForAdmin(
  client: GlobalHireClient,
): Promise<Result<AdminPlanRequest[]>> {
  const { data, error, status } = await client
    .from('subscriptions')
    .select(
      'id, plan, status, created_at, employer:profile_details!subscriptions_employer_id_fkey(id, company_name, email, employer_status)',
    )
    .eq('status', 'requested')
    .order('created_at', { ascending: true });
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return error ? fail(error, status) : ok(data as AdminPlanRequest[]);
}
