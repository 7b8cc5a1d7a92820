import type { TestServer } from '@globalhire/supabase-local/testing';
import { renderQueued, type Email } from './notification-mail.js';
import { seedUsers, signIn } from './personas.js';

/** A job alert email: the facts the database queued, and the email the worker renders of them. */
export interface AlertEmail {
  id: number;
  to_address: string;
  facts: Record<string, unknown>;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The newest outbox id: emails after it were queued by the test. */
export async function lastOutboxId(server: TestServer): Promise<number> {
  const { rows } = await server.server.db.query<{ id: number | null }>(
    'select max(id) as id from private.email_outbox',
  );
  return Number(rows[0]?.id ?? 0);
}

/** Queued job alert emails rendered by the real renderer (throws when the facts do not fit). */
export async function renderAlertEmails(rows: Email[]): Promise<AlertEmail[]> {
  return Promise.all(
    rows.map(async (row) => {
      const mail = await renderQueued(row);
      return {
        id: row.id,
        to_address: row.to_address,
        facts: row.facts ?? {},
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
      };
    }),
  );
}

/**
 * Emails of the test's own alert (the seeded alerts match too) queued for the demo candidate since
 * `afterId`, read as the postgres role and rendered.
 */
export async function alertEmails(
  server: TestServer,
  alertName: string,
  afterId: number,
): Promise<AlertEmail[]> {
  const { rows } = await server.server.db.query<Email>(
    `select id::int, to_address, kind, facts, subject, body, link from private.email_outbox
     where kind = 'job_alert' and to_address = $1 and id > $2 and facts #>> '{alert,name}' = $3
     order by id`,
    [seedUsers.candidate.email, afterId, alertName],
  );
  return renderAlertEmails(rows);
}

/**
 * The delivery worker's fan-out, as its tick runs it: batches until no job is queued. Returns
 * how many batches it took.
 */
export async function fanOutJobAlerts(server: TestServer, maxAlerts = 500): Promise<number> {
  for (let batches = 1; ; batches += 1) {
    const { data, error } = await server
      .serviceClient()
      .rpc('fan_out_job_alerts', { max_alerts: maxAlerts });
    if (error) throw new Error(`the job alert fan-out failed: ${error.message}`);
    if (data === 0) return batches;
  }
}

/**
 * The admin approves a job: it goes live, and the worker's fan-out matches the alerts against
 * it (and queues the instant emails).
 */
export async function approveJob(server: TestServer, jobId: number): Promise<void> {
  const admin = await signIn(server, seedUsers.admin.email);
  const { error } = await admin.from('jobs').update({ approved: true }).eq('id', jobId);
  if (error) throw new Error(`approving job ${jobId} failed: ${error.message}`);
  await fanOutJobAlerts(server);
}
