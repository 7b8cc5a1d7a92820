import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { idempotencyKey, type DeliveryMail, type OutboxRow, type RenderOutboxEmail } from './mail';
import { housekeeping } from './housekeeping';
import { fanOutJobAlerts, type FanOutOptions } from './fan-out';

/**
 * Sends one email. It must be idempotent on `idempotencyKey`: a row whose send succeeded but whose
 * completion was lost is claimed again after its lease and sent again with the same key.
 * Throwing (or rejecting) records the error on the row, which is retried by a later claim.
 */
export type SendMail = (mail: DeliveryMail, idempotencyKey: string) => Promise<void>;

export interface DrainOptions {
  send: SendMail;
  /** Renders a row with its kind's template (`createEmailRenderer` of @globalhire/emails). */
  render: RenderOutboxEmail;
  batchSize?: number;
  /** How long a claimed row is held before another drain may claim it again. */
  leaseSeconds?: number;
  /** Emails in flight at once (default 4). */
  concurrency?: number;
}

export interface DrainReport {
  sent: number;
  failed: number;
  /** The error of the last email that failed, for the operator's log. */
  lastError?: string;
}

type ServiceClient = SupabaseClient<Database>;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'Sending failed';
}

/**
 * Queues the daily and weekly job alert digests that are due (one email per alert listing the
 * jobs that went live since its last email); the database decides what is due and takes a small
 * batch per call, so other requests run between calls. Calls again while a call queued something
 * and the budget lasts (a backlog must not wait a tick per batch when ticks are a minute apart).
 * Returns how many.
 */
export async function queueDueJobAlertDigests(
  client: ServiceClient,
  budgetMs = 20_000,
): Promise<number> {
  const deadline = Date.now() + budgetMs;
  let queued = 0;
  for (;;) {
    const { data, error } = await client.rpc('queue_due_job_alert_digests');
    if (error) throw new Error(`queueing job alert digests failed: ${error.message}`);
    queued += data ?? 0;
    if (!data || Date.now() >= deadline) return queued;
  }
}

/**
 * Queues the unread-message emails that are due (a message unread for 15 minutes, at most one
 * email per conversation an hour); like the digests, the database takes a small batch per call,
 * and this calls again while a call found something due and the budget lasts.
 */
export async function queueUnreadMessageEmails(
  client: ServiceClient,
  budgetMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const { data, error } = await client.rpc('queue_unread_message_emails');
    if (error) throw new Error(`queueing unread-message emails failed: ${error.message}`);
    if (!data || Date.now() >= deadline) return;
  }
}

/**
 * One tick of the worker: fan the jobs that went live out to their alerts, queue the due alert
 * digests and unread-message emails, drain the outbox, then the chores.
 */
export async function deliveryTick(
  client: ServiceClient,
  options: DrainOptions & { fanOut?: FanOutOptions },
): Promise<DrainReport> {
  await fanOutJobAlerts(client, options.fanOut);
  await queueDueJobAlertDigests(client);
  await queueUnreadMessageEmails(client);
  const report = await drainOutbox(client, options);
  await housekeeping(client);
  return report;
}

/** Runs `work` over `items` with at most `limit` at a time, in order of start. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!);
  });
  await Promise.all(lanes);
}

/**
 * Claims outbox rows in batches (service role), renders and sends them (a few at a time: a
 * transport's round trip, not the CPU, is what a send waits on), and records the batch sent or
 * failed in one call, until no row is due or one fails (a failed row is retried by the next
 * drain, up to 10 attempts).
 */
export async function drainOutbox(
  client: ServiceClient,
  options: DrainOptions,
): Promise<DrainReport> {
  const batchSize = options.batchSize ?? 20;
  const report: DrainReport = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await client.rpc('claim_email_outbox', {
      batch_size: batchSize,
      lease_seconds: options.leaseSeconds ?? 60,
    });
    if (claimed.error)
      throw new Error(`claiming the email outbox failed: ${claimed.error.message}`);
    const rows = (claimed.data ?? []) as OutboxRow[];
    const errors = new Map<number, string>();
    await eachLimited(rows, options.concurrency ?? 4, async (row) => {
      try {
        await options.send(await options.render(row), idempotencyKey(row));
      } catch (sendError) {
        errors.set(row.id, errorText(sendError));
      }
    });
    if (rows.length > 0) {
      const completed = await client.rpc('complete_email_outbox_batch', {
        outbox_ids: rows.map((row) => row.id),
        errors: rows.map((row) => errors.get(row.id) ?? null) as string[],
      });
      if (completed.error) {
        // Left claimed: after their lease the rows are sent again under the same idempotency keys.
        throw new Error(`recording ${rows.length} outbox emails failed: ${completed.error.message}`);
      }
    }
    report.failed += errors.size;
    if (errors.size > 0) report.lastError = [...errors.values()].at(-1);
    report.sent += rows.length - errors.size;
    // Stop when nothing more is due, or after a failure (a failed row is due again at once: the
    // next drain retries it, instead of this one spinning on it).
    if (rows.length < batchSize || errors.size > 0) return report;
  }
}
