import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';

type ServiceClient = SupabaseClient<Database>;

export interface HousekeepingReport {
  /** Files removed from Storage (deleted accounts' files). */
  filesRemoved: number;
  /** Open offers past their answer-by time, now recorded as expired (both sides are told). */
  offersExpired: number;
  /** What the retention rules removed, per kind; null when it was not due. */
  retention: Record<string, number> | null;
}

interface QueuedRemoval {
  id: number;
  bucket_id: string;
  name: string;
}

/**
 * Removes the files the database queued for removal (a deleted account's CVs, documents, avatar
 * and logo) through the Storage API, which removes each object's row and its bytes together, and
 * marks them done; a bucket that fails is retried by a later tick. Returns how many were removed.
 */
export async function removeQueuedFiles(client: ServiceClient, batchSize = 100): Promise<number> {
  let removed = 0;
  for (;;) {
    const claimed = await client.rpc('claim_storage_removals', { batch_size: batchSize });
    if (claimed.error) throw new Error(`claiming file removals failed: ${claimed.error.message}`);
    const rows = (claimed.data ?? []) as QueuedRemoval[];
    const byBucket = new Map<string, QueuedRemoval[]>();
    for (const row of rows)
      byBucket.set(row.bucket_id, [...(byBucket.get(row.bucket_id) ?? []), row]);
    let failed = false;
    for (const [bucket, queued] of byBucket) {
      const { error } = await client.storage.from(bucket).remove(queued.map((row) => row.name));
      const completed = await client.rpc('complete_storage_removals', {
        removal_ids: queued.map((row) => row.id),
        ...(error ? { error: error.message || 'Removing the files failed' } : {}),
      });
      if (completed.error)
        throw new Error(`recording file removals failed: ${completed.error.message}`);
      if (error) failed = true;
      else removed += queued.length;
    }
    if (rows.length < batchSize || failed) return removed;
  }
}

/** Earliest time this process asks the database for retention again (it runs once a day). */
let retentionDueAt = 0;
const retentionCheckMs = 60 * 60 * 1000;

/**
 * Applies the retention periods (public.apply_retention: old audit entries, sent emails, read
 * notifications…). The database runs it at most once a day; this process asks at most hourly.
 */
export async function applyRetention(
  client: ServiceClient,
  now = Date.now(),
): Promise<Record<string, number> | null> {
  if (now < retentionDueAt) return null;
  const { data, error } = await client.rpc('apply_retention');
  if (error) throw new Error(`applying retention failed: ${error.message}`);
  retentionDueAt = now + retentionCheckMs;
  return (data as Record<string, number> | null) ?? null;
}

/** Records open offers past their answer-by time as expired; returns how many. */
export async function expireOffers(client: ServiceClient): Promise<number> {
  const { data, error } = await client.rpc('expire_offers');
  if (error) throw new Error(`expiring offers failed: ${error.message}`);
  return data ?? 0;
}

/** The worker's chores besides email: queued file removals, expired offers, then retention when due. */
export async function housekeeping(client: ServiceClient): Promise<HousekeepingReport> {
  const filesRemoved = await removeQueuedFiles(client);
  const offersExpired = await expireOffers(client);
  return { filesRemoved, offersExpired, retention: await applyRetention(client) };
}
