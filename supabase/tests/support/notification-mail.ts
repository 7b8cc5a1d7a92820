import { createEmailRenderer } from '@globalhire/emails';
import type { TestServer } from '@globalhire/supabase-local/testing';

// What the hand-offs write, in-app notifications and queued emails, since a mark.

export interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
export interface Email {
  id: number;
  to_address: string;
  kind: string;
  /** The facts the hand-off queued; the worker renders them with the kind's template. */
  facts: Record<string, unknown> | null;
  subject: string | null;
  body: string | null;
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
      'select id::int, to_address, kind, facts, subject, body, link from private.email_outbox where id > $1 order by id',
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

const render = createEmailRenderer({
  siteUrl: 'https://globalhire.test',
  from: 'GlobalHire <notifications@globalhire.test>',
});

/**
 * A queued email as its recipient reads it: the facts the trigger wrote, rendered by the kind's
 * template (throws when they do not fit it), so a hand-off and its template cannot drift apart.
 */
export async function renderQueued(email: Email) {
  return render({ ...email, attempts: 1 });
}
