import { formatDate } from '@globalhire/data';
import type { SupabaseClient, TestServer } from '@globalhire/supabase-local/testing';
import { renderQueued, type Email } from './notification-mail.js';

// An interview invitation as the employer sends it, and the emails the database queued about it.

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const invitation = (applicationId: number, overrides: Record<string, unknown> = {}) => ({
  application_id: applicationId,
  scheduled_at: inDays(4),
  time_zone: 'Europe/London',
  duration_minutes: 45,
  format: 'video',
  meeting_url: 'https://meet.example/abc',
  notes: 'Bring your portfolio.',
  ...overrides,
});

/** Rows the database queued for email, read as the postgres role (no API role can). */
export async function outbox(server: TestServer, kind: string, to: string) {
  const { rows } = await server.server.db.query<Email>(
    `select id::int, to_address, kind, facts, subject, body, link from private.email_outbox
     where kind = $1 and to_address = $2 order by id`,
    [kind, to],
  );
  return rows;
}

/** The latest email of a kind to an address, rendered as its recipient reads it. */
export async function lastMail(server: TestServer, kind: string, to: string) {
  const mail = (await outbox(server, kind, to)).at(-1);
  if (!mail) throw new Error(`No ${kind} email to ${to}`);
  return renderQueued(mail);
}

/** The signed-in person reads their emails in `timeZone` (as the site records the browser's). */
export async function readEmailsIn(client: SupabaseClient, userId: string, timeZone: string) {
  const { error } = await client
    .from('notification_preferences')
    .upsert({ user_id: userId, time_zone: timeZone });
  if (error) throw new Error(error.message);
}

/**
 * An instant as a reader in `timeZone` sees it on a wall clock, worked out here with Intl:
 * 'Tuesday 16 April 2030, 21:00'.
 */
export function wallClock(instant: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return `${formatDate(new Date(instant), { timeZone, weekday: true })}, ${time}`;
}
