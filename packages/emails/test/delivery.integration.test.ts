import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServiceClient,
  drainOutbox,
  idempotencyKey,
  mailboxTransport,
  type OutboxRow,
  type SendMail,
} from '@globalhire/data/delivery';
import {
  demoAccounts,
  mailTo,
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';
import { createEmailRenderer } from '../src';
import { sampleJob } from '../src/samples';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
const backend = {
  get server() {
    return server;
  },
  anon: () => server.client(),
  as: async (persona: 'employer') =>
    server.signInAs(demoAccounts[persona].email, demoAccounts[persona].password),
};

const siteUrl = 'http://site.test';
const render = createEmailRenderer({
  siteUrl,
  from: 'GlobalHire <notifications@globalhire.test>',
  replyTo: 'support@globalhire.test',
});
const employerEmail = demoAccounts.employer.email;

function worker() {
  return createServiceClient(server.url, server.serviceRoleKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
function transport(): SendMail {
  return mailboxTransport(server.url, server.serviceRoleKey);
}
/** Runs SQL as the database owner (what a trigger does inside a hand-off). */
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.server.db.query<T>(query, params)).rows;
}
/** Queues an application_received email to the demo employer for a job titled `title`. */
async function notifyEmployer(title: string): Promise<number> {
  const [employer] = await sql<{ id: string }>('select id from auth.users where email = $1', [
    employerEmail,
  ]);
  const facts = {
    job: { ...sampleJob, title },
    applicationId: 1,
    candidate: { id: employer!.id, name: 'Ada Lovelace' },
    submittedByGlobalHire: false,
  };
  await sql(
    `select private.notify($1, 'application_received', 'New application', 'Ada applied.',
                           '/employer/applications', $2::jsonb)`,
    [employer!.id, JSON.stringify(facts)],
  );
  const [row] = await sql<{ id: number }>(
    "select id from private.email_outbox where facts #>> '{job,title}' = $1 order by id desc limit 1",
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
async function mailsWithSubject(title: string) {
  return (await mailTo(backend.server.url, employerEmail)).filter(
    (m) => m.subject === `New application: ${title}`,
  );
}

describe('email delivery: outbox -> mailbox', () => {
  it('delivers a notification once, as HTML and text, with its button, preferences and one-click unsubscribe', async () => {
    const id = await notifyEmployer('Delivery once');
    const first = await drainOutbox(worker(), { send: transport(), render });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await drainOutbox(worker(), { send: transport(), render });

    const mails = await mailsWithSubject('Delivery once');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe('application_received');
    expect(mail.text).toContain('Ada Lovelace applied for your job.');
    expect(mail.html).toContain('href="http://site.test/employer/applications"');
    expect(mail.text).toContain('http://site.test/employer/notifications');
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/site\.test\/notifications\/unsubscribe\?token=[0-9a-f]{64}&kind=application_received>$/,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['Message-ID']).toBe(`<outbox-${id}@site.test>`);
    expect(mail.from).toBe('GlobalHire <notifications@globalhire.test>');
    expect(mail.replyTo).toBe('support@globalhire.test');
    expect((await outboxRow(id)).sent_at).not.toBeNull();
  });

  it('a row sent before a crash (never completed) is claimed again after its lease but not delivered twice', async () => {
    const subject = 'Crash between send and complete';
    const id = await notifyEmployer(subject);
    // A worker claims the row and sends it, then dies before complete_email_outbox.
    const claimed = await worker().rpc('claim_email_outbox', {
      batch_size: 200,
      lease_seconds: 60,
    });
    const row = (claimed.data as OutboxRow[]).find((r) => r.id === id)!;
    await transport()(await render(row), idempotencyKey(row));
    expect(await mailsWithSubject(subject)).toHaveLength(1);

    // Within the lease no other drain takes it…
    await drainOutbox(worker(), { send: transport(), render });
    expect((await outboxRow(id)).sent_at).toBeNull();
    // …after it, a drain claims it again and resends under the same key: still one message.
    await sql(
      `update private.email_outbox set claimed_until = now() - interval '1 second' where sent_at is null`,
    );
    await drainOutbox(worker(), { send: transport(), render });
    const after = await outboxRow(id);
    expect(after.sent_at).not.toBeNull();
    expect(after.attempts).toBe(2);
    expect(await mailsWithSubject(subject)).toHaveLength(1);
  });

  it('a failing transport records the error and the row is retried until it is sent', async () => {
    const subject = 'Transport down';
    const id = await notifyEmployer(subject);
    const down: SendMail = async () => {
      throw new Error('SMTP 421 service not available');
    };
    const failed = await drainOutbox(worker(), { send: down, render });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await outboxRow(id)).toMatchObject({
      sent_at: null,
      last_error: 'SMTP 421 service not available',
      attempts: 1,
    });
    expect(await mailsWithSubject(subject)).toHaveLength(0);

    await drainOutbox(worker(), { send: transport(), render });
    const row = await outboxRow(id);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(row.attempts).toBe(2);
    expect(await mailsWithSubject(subject)).toHaveLength(1);
  });

  it('visitors and signed-in users can neither claim nor complete outbox rows, nor send mail', async () => {
    const id = await notifyEmployer('Not for users');
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
    expect(
      (await mailTo(backend.server.url, employerEmail)).filter((m) => m.subject === 'Forged'),
    ).toHaveLength(0);
  });
});
