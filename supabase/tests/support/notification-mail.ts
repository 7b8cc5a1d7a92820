import type { TestServer } from '../../../packages/supabase-local/test/helpers/index.js';

// What the hand-offs write, in-app notifications and queued emails, since a mark.

export interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
export interface Email {
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Notifications and queued emails written after `since` (ids), read as the database owner. */
export async function newSince(server: TestServer, since: { notification: number; email: number }) {
  const { db } = server.server;
  const notices = (
    await db.query<Notice & { user_id: string }>(
      'select user_id, kind, title, body, link from public.notifications where id > $1 order by id',
      [since.notification],
    )
  ).rows;
  const emails = (
    await db.query<Email>(
      'select to_address, kind, subject, body, link from private.email_outbox where id > $1 order by id',
      [since.email],
    )
  ).rows;
  return { notices, emails };
}
export async function mark(server: TestServer) {
  const { rows } = await server.server.db.query<{ notification: number; email: number }>(
    `select coalesce((select max(id) from public.notifications), 0)::int as notification,
            coalesce((select max(id) from private.email_outbox), 0)::int as email`,
  );
  return rows[0]!;
}
