import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockConversation,
  conversationAttachmentUrl,
  getConversation,
  getUnreadMessageCount,
  listConversationReports,
  listConversations,
  listOlderMessages,
  markConversationRead,
  messageRefusals,
  reportConversation,
  reviewConversationReport,
  sendMessage,
  unblockConversation,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

// Conversations as the pages use them, against supabase-local: the first message, attachments
// through Storage, unread counts, paging, blocks, and reports reviewed by an admin.

let backend: Backend;
let employer: GlobalHireClient;
let candidate: GlobalHireClient;
let admin: GlobalHireClient;
let candidateId: string;
let employerId: string;

async function newApplication(title: string): Promise<number> {
  const service = backend.server.serviceClient();
  const job = await service
    .from('jobs')
    .insert({
      company_id: employerId,
      title,
      description: 'A job for the conversation tests.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  const application = await service
    .from('applications')
    .insert({ job_id: job.data.id, candidate_id: candidateId })
    .select('id')
    .single();
  if (application.error) throw new Error(application.error.message);
  return application.data.id as number;
}

const guide = () =>
  new File(['%PDF-1.4\nRelocation guide\n%%EOF'], 'Relocation guide (2026).pdf', {
    type: 'application/pdf',
  });

beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  ({ client: admin } = await backend.as('admin'));
  await backend.server
    .serviceClient()
    .from('subscriptions')
    .update({ plan: 'enterprise' })
    .eq('employer_id', employerId)
    .eq('status', 'active');
});
afterAll(() => backend?.stop());

describe('a conversation about an application', () => {
  let applicationId: number;
  let conversationId: string;

  beforeAll(async () => {
    applicationId = await newApplication('Conversation test job');
  });

  it('has no conversation before the first message', async () => {
    const { data } = await getConversation(candidate, applicationId);
    expect(data).toMatchObject({
      id: null,
      myRole: 'candidate',
      jobTitle: 'Conversation test job',
      companyName: 'Maple Tech Solutions',
      messages: [],
      hasOlder: false,
    });
  });

  it('starts with a message that carries an attachment, read back through a 60-second link', async () => {
    const sent = await sendMessage(employer, {
      applicationId,
      body: 'Our relocation guide is attached.',
      attachment: guide(),
    });
    expect(sent.error).toBeNull();
    conversationId = sent.data!.conversationId;
    expect(sent.data).toMatchObject({ fromMe: true, senderName: 'Maple Tech Solutions' });
    expect(sent.data!.attachment).toMatchObject({
      name: 'Relocation guide (2026).pdf',
      size: guide().size,
      contentType: 'application/pdf',
    });
    expect(sent.data!.attachment!.path).toMatch(
      new RegExp(`^${conversationId}/[0-9a-f-]{36}-Relocation-guide-2026-\\.pdf$`),
    );

    const url = await conversationAttachmentUrl(candidate, sent.data!.attachment!.path);
    expect(url.error).toBeNull();
    const response = await fetch(url.data!);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Relocation guide');
  });

  it('refuses a file the bucket would refuse before uploading it', async () => {
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const sent = await sendMessage(candidate, {
      applicationId,
      body: 'My notes',
      attachment: text,
    });
    expect(sent.error).toMatchObject({ message: messageRefusals.wrongType, status: 415 });
  });

  it('counts the unread messages until the candidate reads them', async () => {
    const before = (await getUnreadMessageCount(candidate)).data!;
    await sendMessage(employer, { applicationId, body: 'And a question: when could you start?' });
    expect((await getUnreadMessageCount(candidate)).data).toBe(before + 1);
    const summary = (await listConversations(candidate)).data!.find((c) => c.id === conversationId);
    expect(summary).toMatchObject({
      applicationId,
      otherPartyName: 'Maple Tech Solutions',
      unreadCount: 2,
      lastMessage: { body: 'And a question: when could you start?', fromMe: false },
    });
    expect((await markConversationRead(candidate, conversationId)).error).toBeNull();
    expect((await getUnreadMessageCount(candidate)).data).toBe(before - 1);
    const seen = (await getConversation(employer, applicationId)).data!;
    expect(seen.otherLastReadAt).toBe(seen.messages.at(-1)!.createdAt);
  });

  it('pages older messages, 50 at a time', async () => {
    await backend.server.server.db.query(
      `insert into public.conversation_messages (conversation_id, sender_id, body, created_at)
       select $1, $2, 'Earlier message ' || n, now() - interval '2 days' + n * interval '1 second'
       from generate_series(1, 55) n`,
      [conversationId, candidateId],
    );
    await sendMessage(candidate, { applicationId, body: 'The newest message.' });
    const latest = (await getConversation(candidate, applicationId)).data!;
    expect(latest.messages).toHaveLength(50);
    expect(latest.hasOlder).toBe(true);
    expect(latest.messages.at(-1)!.body).toBe('The newest message.');
    const older = (await listOlderMessages(candidate, conversationId, latest.messages[0]!.id))
      .data!;
    expect(older.messages).toHaveLength(8);
    expect(older.hasOlder).toBe(false);
    expect(older.messages.map((m) => m.id)).toEqual(
      [...older.messages.map((m) => m.id)].sort((a, b) => a - b),
    );
  });

  it('refuses messages while blocked, before uploading any file', async () => {
    expect((await blockConversation(candidate, conversationId)).error).toBeNull();
    const refused = await sendMessage(employer, {
      applicationId,
      body: 'Still there?',
      attachment: guide(),
    });
    expect(refused.error).toMatchObject({ hint: 'conversation_blocked', status: 403 });
    expect((await getConversation(employer, applicationId)).data).toMatchObject({
      blockedByOther: true,
    });
    expect((await unblockConversation(candidate, conversationId)).error).toBeNull();
    const { data: files } = await employer.storage
      .from('conversation-attachments')
      .list(conversationId);
    expect(files).toHaveLength(1);
  });

  it('removes the file of a message the database refused', async () => {
    // the candidate's per-minute limit: 20 messages
    for (let i = 0; i < 19; i += 1)
      await sendMessage(candidate, { applicationId, body: `Quick note ${i}` });
    const refused = await sendMessage(candidate, {
      applicationId,
      body: 'Here it is',
      attachment: guide(),
    });
    expect(refused.error).toMatchObject({ hint: 'message_rate_limited', status: 429 });
    const { data: files } = await employer.storage
      .from('conversation-attachments')
      .list(conversationId);
    expect(files).toHaveLength(1);
  });

  it('is reported by a participant and reviewed by an admin', async () => {
    const reported = await reportConversation(candidate, {
      conversationId,
      reason: 'Asked for a fee to apply.',
    });
    expect(reported.error).toBeNull();
    const open = (await listConversationReports(admin, { status: 'open' })).data!;
    expect(open.find((r) => r.id === reported.data)).toMatchObject({
      conversationId,
      applicationId,
      jobTitle: 'Conversation test job',
      reason: 'Asked for a fee to apply.',
      status: 'open',
    });
    expect((await listConversationReports(candidate)).error?.code).toBe('42501');
    const reviewed = await reviewConversationReport(admin, {
      reportId: reported.data!,
      decision: 'dismissed',
      note: 'A question about the process, not a fee.',
    });
    expect(reviewed.data).toMatchObject({
      status: 'dismissed',
      reviewNote: 'A question about the process, not a fee.',
    });
    expect(
      (await listConversationReports(admin, { status: 'open' })).data!.map((r) => r.id),
    ).not.toContain(reported.data);
  });
});
