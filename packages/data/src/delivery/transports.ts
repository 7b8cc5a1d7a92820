import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { SendMail } from './drain';

/**
 * A server-side client with the service-role key (no session, no storage): for the worker only.
 * On Node 20 pass `{ realtime: { transport: WebSocket } }` from `ws`: supabase-js builds its
 * realtime client eagerly and Node 20 has no global WebSocket (the worker never subscribes).
 */
export function createServiceClient(
  url: string,
  serviceRoleKey: string,
  options: Pick<SupabaseClientOptions<'public'>, 'realtime' | 'global'> = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, serviceRoleKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * Sends into supabase-local's mailbox (`POST <url>/mailbox/api/messages` with the service-role key
 * and an `Idempotency-Key` header: a resend with the same key stores nothing new).
 */
export function mailboxTransport(supabaseUrl: string, serviceRoleKey: string): SendMail {
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/mailbox/api/messages`;
  return async (mail, idempotencyKey) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(mail),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(
        `the mailbox answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      );
    }
  };
}
