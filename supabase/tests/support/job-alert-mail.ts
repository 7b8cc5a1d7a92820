import type { TestServer } from '../../../packages/supabase-local/test/helpers/index.js';
import { seedUsers, signIn } from './personas.js';

/** A job alert email as queued in private.email_outbox. */
export interface AlertEmail {
  id: number;
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The newest outbox id: emails after it were queued by the test. */
export async function lastOutboxId(server: TestServer): Promise<number> {
  const { rows } = await server.server.db.query<{ id: number | null }>(
    'select max(id) as id from private.email_outbox',
  );
  return Number(rows[0]?.id ?? 0);
}

/**
 * Emails of the test's own alert (the seeded alerts match too) queued for the demo candidate since
 * `afterId`, read as the postgres role.
 */
export async function alertEmails(
  server: TestServer,
  alertName: string,
  afterId: number,
): Promise<AlertEmail[]> {
  const { rows } = await server.server.db.query<AlertEmail>(
    `select id, to_address, kind, subject, body, link from private.email_outbox
     where kind = 'job_alert' and to_address = $1 and id > $2 and subject like $3 order by id`,
    [seedUsers.candidate.email, afterId, `%"${alertName}"%`],
  );
  return rows;
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
