import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** Withdraws a plan request before an admin confirms it (employers may only cancel their own). */
export async function cancelPlanRequest(
  client: GlobalHireClient,
  requestId: number,
): Promise<Result<null>> {
  const { data, error, status } = await client
    .from('subscriptions')
    .update({ status: 'cancelled' })
    .eq('id', requestId)
    .eq('status', 'requested')
    .select('id');
  if (error) return fail(error, status);
  // RLS hides other employers' rows and a confirmed request no longer matches: nothing changed.
  if (data.length === 0)
    return fail(
      { message: 'This plan request is no longer waiting for confirmation.', code: 'not_found' },
      404,
    );
  return ok(null);
}

export type PlanDecision = 'active' | 'cancelled';

/**
 * An admin confirms a plan request (it becomes the employer's active plan for a month, and any
 * other active plan ends) or declines it. The database sets the period and the employer's status.
 */
export async function decidePlanRequest(
  client: GlobalHireClient,
  requestId: number,
  decision: PlanDecision,
): Promise<
  Result<{
    id: number;
    plan: Tables<'subscriptions'>['plan'];
    status: Tables<'subscriptions'>['status'];
    period_end: string | null;
  }>
> {
  const { data, error, status } = await client
    .from('subscriptions')
    .update({ status: decision })
    .eq('id', requestId)
    .eq('status', 'requested')
    .select('id, plan, status, period_end');
  if (error) return fail(error, status);
  const [decided] = data;
  if (!decided)
    return fail(
      { message: 'This plan request is no longer waiting for confirmation.', code: 'not_found' },
      404,
    );
  return ok(decided);
}
