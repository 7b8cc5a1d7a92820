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

/** The admin approves a job: it goes live and the alerts are matched against it. */
export async function approveJob(server: TestServer, jobId: number): Promise<void> {
  const admin = await signIn(server, seedUsers.admin.email);
  const { error } = await admin.from('jobs').update({ approved: true }).eq('id', jobId);
  if (error) throw new Error(`approving job ${jobId} failed: ${error.message}`);
}
