import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServiceClient,
  drainOutbox,
  idempotencyKey,
  mailboxTransport,
  renderOutboxEmail,
  type OutboxRow,
  type SendMail,
} from '../src/delivery';
import { mailTo } from '../../supabase-local/test/helpers/index.js';
import { demoAccounts, startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const siteUrl = 'http://site.test';
const employerEmail = demoAccounts.employer.email;

function worker() {
  return createServiceClient(backend.server.url, backend.server.serviceRoleKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
function transport(): SendMail {
  return mailboxTransport(backend.server.url, backend.server.serviceRoleKey);
}
/** Runs SQL as the database owner (what a trigger does inside a hand-off). */
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.server.server.db.query<T>(query, params)).rows;
}
async function notifyEmployer(title: string): Promise<number> {
  const [employer] = await sql<{ id: string }>('select id from auth.users where email = $1', [
    employerEmail,
  ]);
  await sql(
    `select private.notify($1, 'application_received', $2, 'Ada applied.', '/employer/applications')`,
    [employer!.id, title],
  );
  const [row] = await sql<{ id: number }>(
    'select id from private.email_outbox where subject = $1 order by id desc limit 1',
    [title],
  );
  return Number(row!.id);
}
async function outboxRow(id: number) {
  const [row] = await sql<{ sent_at: string | null; last_error: string | null; attempts: number }>(
    'select sent_at, last_error, attempts from private.email_outbox where id = $1',
    [id],
  );
  return row!;
}
async function mailsWithSubject(subject: string) {
  return (await mailTo(backend.server.url, employerEmail)).filter((m) => m.subject === subject);
}

describe('email delivery: outbox -> mailbox', () => {
  it('delivers a notification once, with an absolute link and a line about email preferences', async () => {
    const id = await notifyEmployer('New application: Delivery once');
    const first = await drainOutbox(worker(), { send: transport(), siteUrl });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await drainOutbox(worker(), { send: transport(), siteUrl });

    const mails = await mailsWithSubject('New application: Delivery once');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('application_received');
    expect(mails[0]!.text).toContain('Ada applied.');
    expect(mails[0]!.text).toContain('http://site.test/employer/applications');
    expect(mails[0]!.text).toContain('http://site.test/employer/notifications');
    expect((await outboxRow(id)).sent_at).not.toBeNull();
  });

  it('a row sent before a crash (never completed) is claimed again after its lease but not delivered twice', async () => {
    const subject = 'New application: Crash between send and complete';
    const id = await notifyEmployer(subject);
    // A worker claims the row and sends it, then dies before complete_email_outbox.
    const claimed = await worker().rpc('claim_email_outbox', {
      batch_size: 200,
      lease_seconds: 60,
    });
    const row = (claimed.data as OutboxRow[]).find((r) => r.id === id)!;
    await transport()(renderOutboxEmail(row, siteUrl), idempotencyKey(row));
    expect(await mailsWithSubject(subject)).toHaveLength(1);

    // Within the lease no other drain takes it…
    await drainOutbox(worker(), { send: transport(), siteUrl });
    expect((await outboxRow(id)).sent_at).toBeNull();
    // …after it, a drain claims it again and resends under the same key: still one message.
    await sql(
      `update private.email_outbox set claimed_until = now() - interval '1 second' where sent_at is null`,
    );
    await drainOutbox(worker(), { send: transport(), siteUrl });
    const after = await outboxRow(id);
    expect(after.sent_at).not.toBeNull();
    expect(after.attempts).toBe(2);
    expect(await mailsWithSubject(subject)).toHaveLength(1);
  });

  it('a failing transport records the error and the row is retried until it is sent', async () => {
    const subject = 'New application: Transport down';
    const id = await notifyEmployer(subject);
    const down: SendMail = async () => {
      throw new Error('SMTP 421 service not available');
    };
    const failed = await drainOutbox(worker(), { send: down, siteUrl });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(id)).toMatchObject({
      sent_at: null,
      last_error: 'SMTP 421 service not available',
      attempts: 1,
    });
    expect(await mailsWithSubject(subject)).toHaveLength(0);

    await drainOutbox(worker(), { send: transport(), siteUrl });
    const row = await outboxRow(id);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(row.attempts).toBe(2);
    expect(await mailsWithSubject(subject)).toHaveLength(1);
  });

  it('visitors and signed-in users can neither claim nor complete outbox rows, nor send mail', async () => {
    const id = await notifyEmployer('New application: Not for users');
    const { client } = await backend.as('employer');
    for (const caller of [backend.anon(), client]) {
      const claim = await caller.rpc('claim_email_outbox', { batch_size: 10, lease_seconds: 60 });
      expect(claim.error).not.toBeNull();
      const complete = await caller.rpc('complete_email_outbox', { outbox_id: id });
      expect(complete.error).not.toBeNull();
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ sent_at: null, attempts: 0 });

    const session = (await client.auth.getSession()).data.session!;
    for (const token of [backend.server.anonKey, session.access_token]) {
      const response = await fetch(`${backend.server.url}/mailbox/api/messages`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'x-1',
        },
        body: JSON.stringify({ to: employerEmail, subject: 'Forged', text: 'Forged' }),
      });
      expect(response.status).toBe(401);
    }
    expect(await mailsWithSubject('Forged')).toHaveLength(0);
  });
});
