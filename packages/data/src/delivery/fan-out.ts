import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';

export interface FanOutOptions {
  /**
   * How long one call may hold the database (ms, the database's default 20): each call is one
   * transaction, and other requests wait for it on PGlite. `pnpm bench:alerts` measures it.
   */
  callMs?: number;
  /** Alerts matched per call at most (default 1000). */
  maxAlerts?: number;
  /** Stop calling after this long; the next tick carries on where this one stopped. */
  budgetMs?: number;
}

/**
 * Matches the jobs that went live against the job alerts and queues the instant alert emails:
 * one bounded call after another (the database keeps the queue and its cursor), until no job is
 * queued or the budget is spent. Other requests run between the calls. Returns the calls made.
 */
export async function fanOutJobAlerts(
  client: SupabaseClient<Database>,
  options: FanOutOptions = {},
): Promise<number> {
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  for (let calls = 1; ; calls += 1) {
    const { data, error } = await client.rpc('fan_out_job_alerts', {
      ...(options.maxAlerts ? { max_alerts: options.maxAlerts } : {}),
      ...(options.callMs ? { max_ms: options.callMs } : {}),
    });
    if (error) throw new Error(`the job alert fan-out failed: ${error.message}`);
    if (!data || Date.now() >= deadline) return calls;
  }
}
