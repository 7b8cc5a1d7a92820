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
