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

export interface ResendOptions {
  apiKey: string;
  /** Default https://api.resend.com (tests point it elsewhere). */
  baseUrl?: string;
}

/** Base64 of a text's UTF-8 bytes, with web APIs only (the Edge Function runs on Deno). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Sends through Resend's HTTP API (production). Resend keeps an `Idempotency-Key` for 24 hours, so
 * a row resent after a crash within that window is not delivered twice. The sender (a domain
 * verified with Resend) comes with each email.
 */
export function resendTransport({
  apiKey,
  baseUrl = 'https://api.resend.com',
}: ResendOptions): SendMail {
  return async (mail, idempotencyKey) => {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        ...(mail.attachments.length > 0
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                content: base64(file.content),
                content_type: file.contentType,
              })),
            }
          : {}),
        tags: [{ name: 'kind', value: mail.kind }],
      }),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(
        `Resend answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      );
    }
  };
}
