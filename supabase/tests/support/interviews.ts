import type { TestServer } from '../../../packages/supabase-local/test/helpers/index.js';

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
  const { rows } = await server.server.db.query<{ subject: string; body: string }>(
    'select subject, body from private.email_outbox where kind = $1 and to_address = $2 order by id',
    [kind, to],
  );
  return rows;
}
