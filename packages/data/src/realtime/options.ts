import type { RealtimeClientOptions } from '@supabase/supabase-js';
import { realtimeSettings } from '../constants/realtime';

/** The delay before reconnection attempt `tries` (1-based): 1, 2, 5, then 10 s every time. */
export function reconnectDelay(tries: number): number {
  const delays = realtimeSettings.reconnectDelaysMs;
  return delays[Math.min(Math.max(tries, 1), delays.length) - 1]!;
}

/** supabase-js's `realtime` option with the spec's timeout, heartbeat and reconnection delays. */
export const realtimeOptions = {
  timeout: realtimeSettings.timeoutMs,
  heartbeatIntervalMs: realtimeSettings.heartbeatIntervalMs,
  reconnectAfterMs: reconnectDelay,
} satisfies RealtimeClientOptions;
