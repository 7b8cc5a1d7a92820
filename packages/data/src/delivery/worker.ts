import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { deliveryTick, type DrainOptions, type DrainReport } from './drain';

export interface DeliveryWorkerOptions extends DrainOptions {
  /** Pause between drains (default 1000 ms). */
  intervalMs?: number;
  /** Told about every drain that sent or failed something. */
  onDrain?: (report: DrainReport) => void;
  /** Told when a drain itself failed (the database unreachable…); the worker carries on. */
  onError?: (error: unknown) => void;
}

export interface DeliveryWorker {
  /** Stops polling and resolves once the drain in progress (if any) has finished. */
  stop(): Promise<void>;
}

/** Every `intervalMs` until stopped: one delivery tick (alert fan-out, digests, outbox, chores). */
export function startDeliveryWorker(
  client: SupabaseClient<Database>,
  options: DeliveryWorkerOptions,
): DeliveryWorker {
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = deliveryTick(client, options)
      .then((report) => {
        if (report.sent + report.failed > 0) options.onDrain?.(report);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
