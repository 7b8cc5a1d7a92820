import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailRenderer } from '@globalhire/emails';
import { deliveryTick } from '../../packages/data/src/delivery/drain.js';
import { mailboxTransport, resendTransport } from '../../packages/data/src/delivery/transports.js';
import { createJob } from './support/fixtures.js';
import { approveJob } from './support/job-alert-mail.js';
import { mark, newSince, renderQueued, type Email } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  mailTo,
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

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
    baseUrl: resendUrl,
  });
  const viaMailbox = mailboxTransport(server.url, server.serviceRoleKey);
  await deliveryTick(server.serviceClient() as unknown as Parameters<typeof deliveryTick>[0], {
    render: createEmailRenderer({
      siteUrl: 'https://globalhire.example',
      from: 'GlobalHire <n@globalhire.example>',
    }),
    send: async (mail, key) => {
      await viaResend(mail, key);
      await viaMailbox(mail, key);
    },
  });
}

/** The subjects of the emails queued to `to`, as the worker renders them from their rows. */
async function queuedSubjects(to: string): Promise<string[]> {
  const { rows } = await server.server.db.query<Email>(
    `select id::int, to_address, kind, facts, subject, body, link from private.email_outbox
     where to_address = $1 order by id`,
    [to],
  );
  return Promise.all(rows.map(async (row) => (await renderQueued(row)).subject));
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
    expect(subjects[0]).not.toMatch(lineBreak);
    expect(subjects[0]).toContain('Bcc: x@evil.example');
    const atResend = resendBodies.filter((b) => String(b.subject).includes('Injection watch'));
    expect(atResend).toHaveLength(1);
    expect(Object.keys(atResend[0]!).sort()).toEqual([
      'from',
      'headers',
      'html',
      'subject',
      'tags',
      'text',
      'to',
    ]);
    expect(atResend[0]!.to).toEqual([seedUsers.candidate.email]);
    expect(atResend[0]!.subject).not.toMatch(lineBreak);
    const inMailbox = (await mailTo(server.url, seedUsers.candidate.email)).filter((m) =>
      m.subject.includes('Injection watch'),
    );
    expect(inMailbox.map((m) => m.subject)).toEqual([subjects[0]]);
    expect(await mailTo(server.url, 'x@evil.example')).toEqual([]);
  });

  it('keep a contact subject with a line break on one line: the admins’ email, the acknowledgement and the reply', async () => {
    const since = await mark(server);
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

    // Every email the message caused, rendered from its queued row: one-line subjects.
    const queued = (await newSince(server, since)).emails;
    expect(queued.map((e) => e.kind).sort()).toEqual([
      'contact_message',
      'contact_received',
      'contact_reply',
    ]);
    const subjects = await Promise.all(queued.map(async (e) => (await renderQueued(e)).subject));
    for (const subject of subjects) expect(subject).not.toMatch(lineBreak);
    expect(subjects.sort()).toEqual([
      'New contact message: Visa question  Bcc: x@evil.example',
      'Re: Visa question  Bcc: x@evil.example',
      'We received your message',
    ]);

    await deliver();
    const atResend = resendBodies.filter((b) => (b.to as string[])[0] === 'asker@mail.example');
    expect(atResend.map((b) => b.subject).sort()).toEqual([
      'Re: Visa question  Bcc: x@evil.example',
      'We received your message',
    ]);
    const inMailbox = await mailTo(server.url, 'asker@mail.example');
    expect(inMailbox.map((m) => m.subject).sort()).toEqual([
      'Re: Visa question  Bcc: x@evil.example',
      'We received your message',
    ]);
    expect(await mailTo(server.url, 'x@evil.example')).toEqual([]);
  });

  it('keep a job title with a line break on one line in the review hand-offs', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const since = await mark(server);
    const posted = await employer
      .from('jobs')
      .insert({
        company_id: seedUsers.employer.id,
        title: `Night Porter${smuggled}`,
        description: 'Nights.',
        category: 'it',
        country: 'canada',
      })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    const admin = await signIn(server, seedUsers.admin.email);
    expect(
      (
        await admin
          .from('jobs')
          .update({ approved: false, rejection_reason: `Fix it${smuggled}` })
          .eq('id', posted.data!.id)
      ).error,
    ).toBeNull();
    const queued = (await newSince(server, since)).emails;
    expect(new Set(queued.map((e) => e.kind))).toEqual(new Set(['job_submitted', 'job_rejected']));
    for (const email of queued) {
      const { subject } = await renderQueued(email);
      expect(subject).not.toMatch(lineBreak);
      expect(subject).toMatch(/: Night Porter {2}Bcc: x@evil\.example$/);
    }
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
        server.server.db.query(
          `select private.queue_email_facts($1, 'general', '{}'::jsonb)`,
          [to],
        ),
      ).rejects.toThrow(/one plain address/);
    }
    const queued = await server.server.db.query<{ id: number }>(
      `select private.queue_email_facts(' ok@mail.example ', 'general', '{}'::jsonb) as id`,
    );
    const { rows } = await server.server.db.query<{ to_address: string }>(
      'select to_address from private.email_outbox where id = $1',
      [queued.rows[0]!.id],
    );
    expect(rows).toEqual([{ to_address: 'ok@mail.example' }]);
  });
});
