import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn, signInAal1 } from './support/personas.js';
import { newConversation, send, sendRefusal, visibleRows } from './support/conversations.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Conversations per application: who reads them, who writes in them, reads and blocks.

let server: TestServer;
let service: SupabaseClient;
let candidate: SupabaseClient;
let employer: SupabaseClient;
let otherCandidate: SupabaseClient;
let otherEmployer: SupabaseClient;
let admin: SupabaseClient;
let recruiter: SupabaseClient;
let anonymous: SupabaseClient;

const tables = [
  'conversations',
  'conversation_messages',
  'conversation_reads',
  'conversation_blocks',
];

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  anonymous = server.client();
  await giveEmployerUnlimitedPlan(service);
  [candidate, employer, otherCandidate, otherEmployer, admin, recruiter] = await Promise.all([
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherCandidate.email),
    signIn(server, seedUsers.otherEmployer.email),
    signIn(server, seedUsers.admin.email),
    signIn(server, seedUsers.recruiter.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('the demo data', () => {
  it('holds threads with one unread message on each side', async () => {
    expect((await candidate.rpc('unread_message_count')).data).toBe(1);
    expect((await employer.rpc('unread_message_count')).data).toBe(1);
    const threads = (await employer.rpc('list_my_conversations')).data as {
      other_party_name: string;
    }[];
    expect(threads.map((t) => t.other_party_name)).toEqual(['Priya Sharma', 'Arjun Patel']);
  });
});

describe('who reads a conversation', () => {
  let applicationId: number;
  let conversationId: string;

  beforeAll(async () => {
    ({ applicationId, conversationId } = await newConversation(
      service,
      employer,
      `read-${Date.now()}`,
    ));
    await send(candidate, applicationId, 'Thank you, I am interested.');
    await employer.rpc('block_conversation', { conversation_id: conversationId });
    await employer.rpc('unblock_conversation', { conversation_id: conversationId });
    await candidate.rpc('block_conversation', { conversation_id: conversationId });
  });

  it('shows the two participants every row of it', async () => {
    for (const participant of [candidate, employer]) {
      expect(await visibleRows(participant, 'conversations', conversationId)).toHaveLength(1);
      expect(await visibleRows(participant, 'conversation_messages', conversationId)).toHaveLength(
        2,
      );
      expect(await visibleRows(participant, 'conversation_reads', conversationId)).toHaveLength(2);
      expect(await visibleRows(participant, 'conversation_blocks', conversationId)).toHaveLength(1);
    }
  });

  it('shows admins every row of it, for moderation', async () => {
    expect(await visibleRows(admin, 'conversation_messages', conversationId)).toHaveLength(2);
    const { data, error } = await admin.rpc('get_conversation', { application_id: applicationId });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: conversationId,
      my_role: 'admin',
      blocked_by_me: false,
      blocked_by_other: true,
    });
  });

  it('shows nothing to another candidate, another employer, a recruiter, an admin without a second factor or a visitor', async () => {
    const adminAal1 = await signInAal1(server, seedUsers.admin.email);
    for (const outsider of [otherCandidate, otherEmployer, recruiter, adminAal1, anonymous]) {
      for (const table of tables)
        expect(await visibleRows(outsider, table, conversationId)).toEqual([]);
      const detail = await outsider.rpc('get_conversation', { application_id: applicationId });
      expect(detail.data).toBeNull();
      const older = await outsider.rpc('list_conversation_messages', {
        conversation_id: conversationId,
        before_id: 1e12,
      });
      expect(older.data).toBeNull();
    }
  });

  it('lists it only among the participants own conversations', async () => {
    const listed = async (client: SupabaseClient) =>
      (((await client.rpc('list_my_conversations')).data ?? []) as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await listed(candidate)).toContain(conversationId);
    expect(await listed(employer)).toContain(conversationId);
    for (const outsider of [otherCandidate, otherEmployer, recruiter, admin]) {
      expect(await listed(outsider)).not.toContain(conversationId);
    }
  });

  it('lets nobody write to the tables directly, participants included', async () => {
    const attempts = [
      candidate
        .from('conversation_messages')
        .insert({ conversation_id: conversationId, sender_id: seedUsers.candidate.id, body: 'x' }),
      candidate.from('conversation_blocks').delete().eq('conversation_id', conversationId),
      employer
        .from('conversation_messages')
        .update({ body: 'changed' })
        .eq('conversation_id', conversationId),
      employer.from('conversations').delete().eq('id', conversationId),
      admin.from('conversation_messages').delete().eq('conversation_id', conversationId),
    ];
    for (const attempt of attempts) expect((await attempt).error?.code).toBe('42501');
    expect(await visibleRows(service, 'conversation_messages', conversationId)).toHaveLength(2);
    expect(await visibleRows(service, 'conversation_blocks', conversationId)).toHaveLength(1);
  });
});

describe('sending a message', () => {
  it('starts the conversation with the first message, from the candidate or the employer', async () => {
    const applicationId = await createApplication(service, `first-${Date.now()}`);
    const before = await candidate.rpc('get_conversation', { application_id: applicationId });
    expect(before.data).toMatchObject({
      id: null,
      my_role: 'candidate',
      messages: [],
      has_older: false,
    });

    const first = await send(candidate, applicationId, '  I would love to hear more.  ');
    expect(first).toMatchObject({
      body: 'I would love to hear more.',
      sender_id: seedUsers.candidate.id,
      attachment: null,
    });
    const reply = await send(employer, applicationId, 'Happy to tell you more.');
    expect(reply.conversation_id).toBe(first.conversation_id);

    const detail = (await employer.rpc('get_conversation', { application_id: applicationId })).data;
    expect(detail).toMatchObject({
      id: first.conversation_id,
      my_role: 'employer',
      candidate_name: 'Priya Sharma',
      company_name: 'Maple Tech Solutions',
    });
    expect(
      detail.messages.map((m: { body: string; from_me: boolean; sender_name: string }) => [
        m.body,
        m.from_me,
        m.sender_name,
      ]),
    ).toEqual([
      ['I would love to hear more.', false, 'Priya Sharma'],
      ['Happy to tell you more.', true, 'Maple Tech Solutions'],
    ]);
  });

  it('is refused to anyone but the application s candidate and its job s employer', async () => {
    const applicationId = await createApplication(service, `outsiders-${Date.now()}`);
    for (const outsider of [otherCandidate, otherEmployer, admin, recruiter]) {
      expect(await sendRefusal(outsider, applicationId, 'Hello')).toMatchObject({ code: 'P0002' });
    }
    expect(await sendRefusal(anonymous, applicationId, 'Hello')).not.toBeNull();
    expect(
      await visibleRows(service, 'conversations', '00000000-0000-0000-0000-000000000000'),
    ).toEqual([]);
    const { data } = await service
      .from('conversations')
      .select('id')
      .eq('application_id', applicationId);
    expect(data).toEqual([]);
  });

  it('holds 1 to 4,000 characters', async () => {
    const applicationId = await createApplication(service, `length-${Date.now()}`);
    expect(await sendRefusal(candidate, applicationId, '   ')).toMatchObject({
      code: '23514',
      hint: 'body',
    });
    expect(await sendRefusal(candidate, applicationId, 'a'.repeat(4001))).toMatchObject({
      code: '23514',
      message: 'Write a message of 1 to 4,000 characters.',
    });
    expect((await send(candidate, applicationId, 'a'.repeat(4000))).body).toHaveLength(4000);
  });

  it('counts unread messages until the recipient reads them, and shows the sender when they were seen', async () => {
    const { applicationId, conversationId } = await newConversation(
      service,
      employer,
      `unread-${Date.now()}`,
    );
    await send(employer, applicationId, 'A second message.');
    const countBefore = (await candidate.rpc('unread_message_count')).data as number;
    const summary = (
      (await candidate.rpc('list_my_conversations')).data as { id: string; unread_count: number }[]
    ).find((c) => c.id === conversationId);
    expect(summary).toMatchObject({
      unread_count: 2,
      other_party_name: 'Maple Tech Solutions',
      blocked: false,
    });
    expect(
      (await employer.rpc('get_conversation', { application_id: applicationId })).data
        .other_last_read_at,
    ).toBeNull();

    expect(
      (await candidate.rpc('mark_conversation_read', { conversation_id: conversationId })).error,
    ).toBeNull();
    expect((await candidate.rpc('unread_message_count')).data).toBe(countBefore - 2);
    const seen = (await employer.rpc('get_conversation', { application_id: applicationId })).data;
    expect(seen.other_last_read_at).toBe(seen.messages.at(-1).created_at);
    // the employer's own messages are never unread to the employer
    expect(
      (await otherEmployer.rpc('mark_conversation_read', { conversation_id: conversationId })).error
        ?.code,
    ).toBe('P0002');
  });
});

describe('blocking a conversation', () => {
  it('refuses every message while either party blocks it, until the one who blocked unblocks', async () => {
    const { applicationId, conversationId } = await newConversation(
      service,
      employer,
      `block-${Date.now()}`,
    );
    expect(
      (await candidate.rpc('block_conversation', { conversation_id: conversationId })).error,
    ).toBeNull();

    expect(await sendRefusal(employer, applicationId, 'Are you there?')).toMatchObject({
      code: '42501',
      hint: 'conversation_blocked',
      message: 'You can no longer send messages in this conversation.',
    });
    expect(await sendRefusal(candidate, applicationId, 'One more thing')).toMatchObject({
      message: 'You blocked this conversation. Unblock it to send a message.',
    });
    // the employer cannot lift the candidate's block
    await employer.rpc('unblock_conversation', { conversation_id: conversationId });
    expect(await sendRefusal(employer, applicationId, 'Still there?')).toMatchObject({
      hint: 'conversation_blocked',
    });
    expect(
      (await employer.rpc('get_conversation', { application_id: applicationId })).data,
    ).toMatchObject({
      blocked_by_me: false,
      blocked_by_other: true,
    });

    await candidate.rpc('unblock_conversation', { conversation_id: conversationId });
    expect(await sendRefusal(employer, applicationId, 'Welcome back')).toBeNull();
  });

  it('is refused to outsiders', async () => {
    const { conversationId } = await newConversation(
      service,
      employer,
      `block-outsider-${Date.now()}`,
    );
    for (const outsider of [otherCandidate, otherEmployer, admin]) {
      expect(
        (await outsider.rpc('block_conversation', { conversation_id: conversationId })).error?.code,
      ).toBe('P0002');
    }
    expect(await visibleRows(service, 'conversation_blocks', conversationId)).toEqual([]);
  });
});
