import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTick } from '../../packages/data/src/delivery/drain.js';
import { mailboxTransport, resendTransport } from '../../packages/data/src/delivery/transports.js';
import { createJob } from './support/fixtures.js';
import { approveJob } from './support/job-alert-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  mailTo,
  startTestServer,
  type TestServer,
} from '../../packages/supabase-local/test/helpers/index.js';

// A line break typed into a job title or a contact subject never becomes an email header: the
// subject that reaches Resend's API and the local mailbox is one line, and nobody named in a
// smuggled "Bcc:" receives anything.

let server: TestServer;
let resend: Server;
let resendUrl = '';
const resendBodies: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer();
  resend = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      resendBodies.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"sent"}');
    });
  });
  await new Promise<void>((listening) => resend.listen(0, '127.0.0.1', listening));
  resendUrl = `http://127.0.0.1:${(resend.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.stop();
  await new Promise((closed) => resend?.close(closed));
});

const smuggled = '\r\nBcc: x@evil.example';
const lineBreak = /[\r\n]/;

/** One worker tick whose emails go both to a fake Resend API and to supabase-local's mailbox. */
async function deliver(): Promise<void> {
  const viaResend = resendTransport({
    apiKey: 're_test',
    from: 'GlobalHire <n@globalhire.example>',
    baseUrl: resendUrl,
  });
  const viaMailbox = mailboxTransport(server.url, server.serviceRoleKey);
  await deliveryTick(server.serviceClient() as unknown as Parameters<typeof deliveryTick>[0], {
    siteUrl: 'https://globalhire.example',
    send: async (mail, key) => {
      await viaResend(mail, key);
      await viaMailbox(mail, key);
    },
  });
}

async function queuedSubjects(to: string): Promise<string[]> {
  const { rows } = await server.server.db.query<{ subject: string }>(
    'select subject from private.email_outbox where to_address = $1 order by id',
    [to],
  );
  return rows.map((row) => row.subject);
}

describe('subjects built from what users type', () => {
  it('keep a job title with a line break on one line, in the outbox, at Resend and in the mailbox', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const alert = await candidate
      .from('job_alerts')
      .insert({
        candidate_id: seedUsers.candidate.id,
        name: 'Injection watch',
        frequency: 'instant',
        keyword: 'zanzibarite',
      })
      .select('id')
      .single();
    expect(alert.error).toBeNull();
    const jobId = await createJob(server.serviceClient(), 'header-injection', {
      title: `Zanzibarite Nurse${smuggled}`,
      description: 'Zanzibarite ward nursing.',
    });
    await approveJob(server, jobId);
    await deliver();

    const subjects = (await queuedSubjects(seedUsers.candidate.email)).filter((s) =>
      s.includes('Injection watch'),
    );
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toBe(
      'New job for your alert "Injection watch": Zanzibarite Nurse  Bcc: x@evil.example',
    );
    const atResend = resendBodies.filter((b) => String(b.subject).includes('Injection watch'));
    expect(atResend).toHaveLength(1);
    expect(Object.keys(atResend[0]!).sort()).toEqual(['from', 'subject', 'tags', 'text', 'to']);
    expect(atResend[0]!.to).toEqual([seedUsers.candidate.email]);
    expect(atResend[0]!.subject).not.toMatch(lineBreak);
    const inMailbox = (await mailTo(server.url, seedUsers.candidate.email)).filter((m) =>
      m.subject.includes('Injection watch'),
    );
    expect(inMailbox.map((m) => m.subject)).toEqual([subjects[0]]);
    expect(await mailTo(server.url, 'x@evil.example')).toEqual([]);
  });

  it("keep an admin's reply to a contact subject with a line break on one line", async () => {
    const sent = await server
      .client()
      .from('contact_messages')
      .insert({
        name: 'Asker',
        email: 'asker@mail.example',
        subject: `Visa question${smuggled}`,
        message: 'Hello.',
      });
    expect(sent.error).toBeNull();
    const { rows } = await server.server.db.query<{ id: number }>(
      `select id from public.contact_messages where email = 'asker@mail.example'`,
    );
    const admin = await signIn(server, seedUsers.admin.email);
    expect(
      (
        await admin.rpc('reply_to_contact_message', {
          message_id: rows[0]!.id,
          body: 'Here is the answer.',
        })
      ).error,
    ).toBeNull();
    await deliver();

    expect(await queuedSubjects('asker@mail.example')).toEqual([
      'Re: Visa question  Bcc: x@evil.example',
    ]);
    const atResend = resendBodies.filter((b) => (b.to as string[])[0] === 'asker@mail.example');
    expect(atResend.map((b) => b.subject)).toEqual(['Re: Visa question  Bcc: x@evil.example']);
    const inMailbox = await mailTo(server.url, 'asker@mail.example');
    expect(inMailbox.map((m) => m.subject)).toEqual(['Re: Visa question  Bcc: x@evil.example']);
    expect(await mailTo(server.url, 'x@evil.example')).toEqual([]);
  });
});

describe('recipients', () => {
  it('refuses to queue an email to anything but one plain address', async () => {
    for (const to of [
      'a@mail.example, x@evil.example',
      `a@mail.example${smuggled}`,
      'Name <a@mail.example>',
    ]) {
      await expect(
        server.server.db.query(`select private.queue_email($1, 'general', 'Hello', 'Body')`, [to]),
      ).rejects.toThrow(/one plain address/);
    }
    const queued = await server.server.db.query<{ id: number }>(
      `select private.queue_email(' ok@mail.example ', 'general', 'Hello', 'Body') as id`,
    );
    const { rows } = await server.server.db.query<{ to_address: string }>(
      'select to_address from private.email_outbox where id = $1',
      [queued.rows[0]!.id],
    );
    expect(rows).toEqual([{ to_address: 'ok@mail.example' }]);
  });
});
