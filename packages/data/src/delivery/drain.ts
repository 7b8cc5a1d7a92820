import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { idempotencyKey, renderOutboxEmail, type DeliveryMail, type OutboxRow } from './render';
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
  /** The site's public URL; outbox links are site paths. */
  siteUrl: string;
  batchSize?: number;
  /** How long a claimed row is held before another drain may claim it again. */
  leaseSeconds?: number;
}

export interface DrainReport {
  sent: number;
  failed: number;
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

/**
 * Claims outbox rows in batches (service role), sends each and records it sent or failed, until
 * no row is due or one fails (a failed row is retried by the next drain, up to 10 attempts).
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
    let failedInBatch = false;
    for (const row of rows) {
      let error: string | null = null;
      try {
        await options.send(renderOutboxEmail(row, options.siteUrl), idempotencyKey(row));
      } catch (sendError) {
        error = errorText(sendError);
      }
      const completed = await client.rpc('complete_email_outbox', {
        outbox_id: row.id,
        ...(error ? { error } : {}),
      });
      if (completed.error) {
        // Left claimed: after its lease the row is sent again under the same idempotency key.
        throw new Error(`recording outbox email ${row.id} failed: ${completed.error.message}`);
      }
      if (error) {
        report.failed += 1;
        failedInBatch = true;
      } else report.sent += 1;
    }
    // Stop when nothing more is due, or after a failure (a failed row is due again at once: the
    // next drain retries it, instead of this one spinning on it).
    if (rows.length < batchSize || failedInBatch) return report;
  }
}
