import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { newAccount } from './support/deleted-accounts.js';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { newConversation, send, sendRefusal } from './support/conversations.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Conversations: the sender's rate limits, blocked accounts, and reports with an admin's review.

let server: TestServer;
let service: SupabaseClient;
let candidate: SupabaseClient;
let employer: SupabaseClient;
let otherEmployer: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  await giveEmployerUnlimitedPlan(service);
  [candidate, employer, otherEmployer, admin] = await Promise.all([
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherEmployer.email),
    signIn(server, seedUsers.admin.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('rate limits per sender', () => {
  let sender: SupabaseClient;
  let senderId: string;
  let applicationId: number;

  beforeAll(async () => {
    const account = await newAccount(server, `chatty-${Date.now()}@mail.example`, {
      firstName: 'Chatty',
    });
    sender = account.client;
    senderId = account.id;
    applicationId = await createApplication(service, `limits-${Date.now()}`, {
      candidate_id: senderId,
    });
  });

  it('refuses the 21st message within a minute with HTTP 429 and says why', async () => {
    for (let i = 1; i <= 20; i += 1) await send(sender, applicationId, `Message ${i}`);
    const { error, status } = await sender.rpc('send_conversation_message', {
      application_id: applicationId,
      body: 'Message 21',
    });
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'PT429',
      hint: 'message_rate_limited',
      message: 'You are sending messages too quickly. Please wait a minute, then try again.',
    });
    // the other party is not held up by the sender's limit
    expect(await sendRefusal(employer, applicationId, 'Slow down, please.')).toBeNull();
  });

  it('lets the sender go on a minute later, up to 200 messages a day', async () => {
    await server.server.db.query(
      `update public.conversation_messages set created_at = created_at - interval '2 minutes' where sender_id = $1`,
      [senderId],
    );
    expect(await sendRefusal(sender, applicationId, 'After a pause')).toBeNull();

    // 179 more earlier today make 200 in the last 24 hours
    await server.server.db.query(
      `insert into public.conversation_messages (conversation_id, sender_id, body, created_at)
       select c.id, $1, 'Earlier today', now() - interval '1 hour'
       from public.conversations c, generate_series(1, 179)
       where c.application_id = $2`,
      [senderId, applicationId],
    );
    expect(await sendRefusal(sender, applicationId, 'One more')).toMatchObject({
      code: 'PT429',
      message:
        'You have sent 200 messages in the last 24 hours, the most allowed. Please try again later.',
    });
  });

  it('refuses an account an admin blocked', async () => {
    const { error } = await admin
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: 'Spam messages.' })
      .eq('id', senderId);
    expect(error).toBeNull();
    await server.server.db.query(`delete from public.conversation_messages where sender_id = $1`, [
      senderId,
    ]);
    expect(await sendRefusal(sender, applicationId, 'Hello again')).toMatchObject({
      code: '42501',
      hint: 'account_blocked',
    });
    // nor starts an upload for a message
    const opened = await sender.rpc('open_conversation', { application_id: applicationId });
    expect(opened.error).toMatchObject({ code: '42501', hint: 'account_blocked' });
  });
});

describe('reporting a conversation', () => {
  let conversationId: string;
  let reportId: number;

  beforeAll(async () => {
    ({ conversationId } = await newConversation(service, employer, `report-${Date.now()}`));
  });

  it('takes a participant s report once while it is open, and tells every admin', async () => {
    const since = await mark(server);
    const { data, error } = await candidate.rpc('report_conversation', {
      conversation_id: conversationId,
      reason: 'The employer asked me for a fee to apply.',
    });
    expect(error).toBeNull();
    reportId = data as number;
    // The email names the job; the reason stays on the review page.
    const reported = (await newSince(server, since)).emails.filter(
      (e) => e.kind === 'conversation_reported',
    );
    expect(reported.map((e) => e.to_address)).toContain(seedUsers.admin.email);
    const reportedEmail = await renderQueued(reported[0]!);
    expect(reportedEmail.subject).toMatch(/^Conversation reported: Test job report-\d+$/);
    expect(reportedEmail.text).toContain('https://globalhire.test/admin/conversations');
    expect(reportedEmail.text).not.toContain('fee to apply');
    const again = await candidate.rpc('report_conversation', {
      conversation_id: conversationId,
      reason: 'Again',
    });
    expect(again.error).toMatchObject({ code: '23505', hint: 'report_open' });

    const { data: notices } = await service
      .from('notifications')
      .select('title, body, link')
      .eq('user_id', seedUsers.admin.id)
      .eq('kind', 'conversation_reported');
    expect(notices?.at(-1)).toMatchObject({
      title: 'Conversation reported',
      link: '/admin/conversations',
    });
    expect(notices?.at(-1)?.body).toMatch(
      /^A conversation about "Test job report-\d+" was reported/,
    );
  });

  it('is refused to outsiders and without a reason', async () => {
    const outsider = await otherEmployer.rpc('report_conversation', {
      conversation_id: conversationId,
      reason: 'Spam',
    });
    expect(outsider.error?.code).toBe('P0002');
    const empty = await employer.rpc('report_conversation', {
      conversation_id: conversationId,
      reason: '  ',
    });
    expect(empty.error).toMatchObject({ code: '23514', hint: 'reason' });
  });

  it('is read by admins only', async () => {
    for (const participant of [candidate, employer]) {
      expect(
        (await participant.from('conversation_reports').select('id').eq('id', reportId)).data,
      ).toEqual([]);
      expect((await participant.rpc('list_conversation_reports')).error?.code).toBe('42501');
    }
    const { data } = await admin.rpc('list_conversation_reports', { status: 'open' });
    expect((data as { id: number }[]).find((r) => r.id === reportId)).toMatchObject({
      conversation_id: conversationId,
      reporter_name: 'Priya Sharma',
      reason: 'The employer asked me for a fee to apply.',
      status: 'open',
      reviewed_at: null,
    });
  });

  it('is reviewed by an admin once, written to the audit trail', async () => {
    const refused = await employer.rpc('review_conversation_report', {
      report_id: reportId,
      decision: 'dismissed',
    });
    expect(refused.error?.code).toBe('42501');

    const since = await mark(server);
    const { data, error } = await admin.rpc('review_conversation_report', {
      report_id: reportId,
      decision: 'actioned',
      note: 'Warned the employer; fees are not allowed.',
    });
    expect(error).toBeNull();
    const reviewedEmails = (await newSince(server, since)).emails;
    expect(reviewedEmails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.candidate.email, 'conversation_report_reviewed'],
    ]);
    const reviewed = await renderQueued(reviewedEmails[0]!);
    expect(reviewed.subject).toBe('Your report was reviewed');
    expect(reviewed.text).toMatch(/conversation about Test job report-\d+ and acted on it/);
    expect(reviewed.text).toMatch(/https:\/\/globalhire\.test\/applicant\/messages\/\d+/);
    expect(reviewed.text).not.toContain('Warned the employer');
    expect(data).toMatchObject({
      status: 'actioned',
      review_note: 'Warned the employer; fees are not allowed.',
    });

    const { data: entries } = await admin
      .from('audit_log')
      .select('actor_id, action, subject_table, subject_id, parent_id, before, after')
      .eq('subject_table', 'conversation_reports')
      .eq('subject_id', String(reportId));
    expect(entries).toEqual([
      {
        actor_id: seedUsers.admin.id,
        action: 'conversation_report.actioned',
        subject_table: 'conversation_reports',
        subject_id: String(reportId),
        parent_id: conversationId,
        before: { status: 'open' },
        after: { status: 'actioned', review_note: 'Warned the employer; fees are not allowed.' },
      },
    ]);

    const twice = await admin.rpc('review_conversation_report', {
      report_id: reportId,
      decision: 'dismissed',
    });
    expect(twice.error).toMatchObject({ code: '55000', hint: 'report_reviewed' });

    // The reporter hears the outcome, with a link back to the conversation, not the admin's note.
    const { data: outcome } = await candidate
      .from('notifications')
      .select('title, body, link')
      .eq('kind', 'conversation_report_reviewed');
    expect(outcome).toHaveLength(1);
    expect(outcome?.[0]).toMatchObject({
      title: 'Your report was reviewed',
      link: expect.stringMatching(/^\/applicant\/messages\/\d+$/),
    });
    expect(outcome?.[0]?.body).toMatch(
      /^We reviewed your report of the conversation about "Test job report-\d+" and acted on it\.$/,
    );
    // a closed report makes room for a new one
    const next = await candidate.rpc('report_conversation', {
      conversation_id: conversationId,
      reason: 'It happened again.',
    });
    expect(next.error).toBeNull();
  });
});
