import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

/** Withdraws a plan request before an admin confirms it (employers may only cancel their own). */
export async function cancelPlanRequest(client: GlobalHireClient, requestId: number): Promise<Result<null>> {
  const { data, error, status } = await client
    .from('subscriptions')
    .update({ status: 'cancelled' })
    .eq('id', requestId)
    .eq('status', 'requested')
    .select('id');
  if (error) return fail(error, status);
  // RLS hides other employers' rows and a confirmed request no longer matches: nothing changed.
  if (data.length === 0) return fail({ message: 'This plan request is no longer waiting for confirmation.', code: 'not_found' }, 404);
  return ok(null);
}
