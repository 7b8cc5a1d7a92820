import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { newAccount, runDeliveryTick } from './support/deleted-accounts.js';
import {
  age,
  newConversation,
  queueUnreadEmails,
  send,
  sendRefusal,
  unreadEmails,
  visibleRows,
} from './support/conversations.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Conversations over time: a withdrawn application, a deleted account, the unread-message
// emails, and "Your data".

let server: TestServer;
let service: SupabaseClient;
let candidate: SupabaseClient;
let employer: SupabaseClient;

const bucket = 'conversation-attachments';
const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });

async function attach(
  client: SupabaseClient,
  conversationId: string,
  name: string,
): Promise<string> {
  const path = `${conversationId}/${randomUUID()}-${name}`;
  const { error } = await client.storage
    .from(bucket)
    .upload(path, pdf(name), { contentType: 'application/pdf' });
  if (error) throw new Error(error.message);
  return path;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  await giveEmployerUnlimitedPlan(service);
  [candidate, employer] = await Promise.all([
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.employer.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('a withdrawn application', () => {
  it('keeps its conversation and messages', async () => {
    const { applicationId, conversationId } = await newConversation(
      service,
      employer,
      `withdrawn-${Date.now()}`,
    );
    await send(candidate, applicationId, 'Thank you for your time.');
    const { error } = await candidate
      .from('applications')
      .update({ status: 'withdrawn' })
      .eq('id', applicationId);
    expect(error).toBeNull();
    expect(await visibleRows(candidate, 'conversation_messages', conversationId)).toHaveLength(2);
    expect(await visibleRows(employer, 'conversation_messages', conversationId)).toHaveLength(2);
  });
});

describe('a deleted account', () => {
  it('takes its conversations, every message in them and their attachments, while the employer keeps the application', async () => {
    const leaving = await newAccount(server, `leaving-${Date.now()}@mail.example`, {
      firstName: 'Leah',
    });
    const applicationId = await createApplication(service, `deleted-${Date.now()}`, {
      candidate_id: leaving.id,
    });
    // acted on, so the employer keeps the application as "Deleted candidate"
    await employer.from('applications').update({ status: 'shortlisted' }).eq('id', applicationId);
    const first = await send(employer, applicationId, 'Could you send your certificates?');
    const conversationId = first.conversation_id;
    const theirs = await attach(leaving.client, conversationId, 'certificate.pdf');
    const ours = await attach(employer, conversationId, 'contract.pdf');
    await send(leaving.client, applicationId, 'Here they are.', { path: theirs });
    await send(employer, applicationId, 'And our contract.', { path: ours });

    expect((await leaving.client.rpc('delete_my_account')).error).toBeNull();

    const { rows: left } = await server.server.db.query(
      `select (select count(*) from public.conversations where id = $1)::int as conversations,
              (select count(*) from public.conversation_messages where conversation_id = $1)::int as messages,
              (select candidate_id from public.applications where id = $2) as candidate,
              (select count(*) from public.applications where id = $2)::int as applications`,
      [conversationId, applicationId],
    );
    expect(left[0]).toEqual({ conversations: 0, messages: 0, candidate: null, applications: 1 });

    // the employer keeps the application, with nobody to write to
    expect(await sendRefusal(employer, applicationId, 'Are you still there?')).toMatchObject({
      code: '42501',
      hint: 'candidate_deleted',
    });

    await runDeliveryTick(server);
    for (const path of [theirs, ours]) {
      expect((await service.storage.from(bucket).download(path)).data).toBeNull();
    }
  });
});

describe('the unread-message email', () => {
  const candidateEmail = seedUsers.candidate.email;
  const employerEmail = seedUsers.employer.email;
  /** Runs the worker's step, then the emails queued to the address since `before`. */
  const tick = async (to: string, before: number) => {
    await queueUnreadEmails(server);
    return (await unreadEmails(server, to)).slice(before);
  };

  it('goes once after 15 minutes unread, then not again within the hour', async () => {
    const tag = `email-${Date.now()}`;
    const { applicationId, conversationId } = await newConversation(service, employer, tag);
    const before = (await unreadEmails(server, candidateEmail)).length;

    await age(server, conversationId, '14 minutes');
    expect(await tick(candidateEmail, before)).toEqual([]);
    await age(server, conversationId, '2 minutes');
    const [first, ...more] = await tick(candidateEmail, before);
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      subject: 'New message from Maple Tech Solutions',
      link: `/applicant/messages/${applicationId}`,
    });
    expect(first!.text).toContain(
      `Maple Tech Solutions sent you a message about your application for Test job ${tag}.`,
    );
    // the words of the message stay on the site
    expect(first!.text).not.toContain(`Hello about ${tag}`);
    expect(await tick(candidateEmail, before)).toHaveLength(1);

    // two more messages, unread for 16 minutes, but within the hour of the first email
    await send(employer, applicationId, 'And one more question.');
    await send(employer, applicationId, 'Sorry, two.');
    await age(server, conversationId, '16 minutes');
    expect(await tick(candidateEmail, before)).toHaveLength(1);
    await age(server, conversationId, '44 minutes');
    const emails = await tick(candidateEmail, before);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.text).toContain('sent you 2 messages');
    expect(await tick(candidateEmail, before)).toHaveLength(2);
  });

  it('does not go when the messages were read in time', async () => {
    const { conversationId } = await newConversation(
      service,
      employer,
      `read-in-time-${Date.now()}`,
    );
    const before = (await unreadEmails(server, candidateEmail)).length;
    await candidate.rpc('mark_conversation_read', { conversation_id: conversationId });
    await age(server, conversationId, '20 minutes');
    expect(await tick(candidateEmail, before)).toEqual([]);
  });

  it('reaches the employer without naming the candidate', async () => {
    const tag = `to-employer-${Date.now()}`;
    const applicationId = await createApplication(service, tag);
    const before = (await unreadEmails(server, employerEmail)).length;
    const sent = await send(candidate, applicationId, 'Is the role open to remote work?');
    await age(server, sent.conversation_id, '16 minutes');
    // the delivery worker's tick queues it (and sends it)
    await runDeliveryTick(server);
    const [mail, ...more] = (await unreadEmails(server, employerEmail)).slice(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: `New message about Test job ${tag}`,
      link: `/employer/messages/${applicationId}`,
    });
    expect(mail!.text).toContain(`A candidate who applied for Test job ${tag} sent you a message.`);
    expect(mail!.text).not.toContain('Is the role open to remote work?');
    const { first_name: firstName, last_name: lastName } = (
      await service.from('profiles').select('first_name, last_name').eq('id', seedUsers.candidate.id).single()
    ).data!;
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(new RegExp(`${firstName}|${lastName}`));
  });

  it('does not go when the recipient turned these emails off', async () => {
    const muted = await candidate
      .from('notification_preferences')
      .upsert({ user_id: seedUsers.candidate.id, muted_kinds: ['new_message'] });
    expect(muted.error).toBeNull();
    const { conversationId } = await newConversation(service, employer, `muted-${Date.now()}`);
    const before = (await unreadEmails(server, candidateEmail)).length;
    await age(server, conversationId, '2 hours');
    expect(await tick(candidateEmail, before)).toEqual([]);
    await candidate
      .from('notification_preferences')
      .upsert({ user_id: seedUsers.candidate.id, muted_kinds: [] });
  });

  it('does not go about a blocked conversation', async () => {
    const { conversationId } = await newConversation(service, employer, `blocked-${Date.now()}`);
    const before = (await unreadEmails(server, candidateEmail)).length;
    await candidate.rpc('block_conversation', { conversation_id: conversationId });
    await age(server, conversationId, '20 minutes');
    expect(await tick(candidateEmail, before)).toEqual([]);
  });
});

describe('"Your data"', () => {
  it('holds the conversations with the messages sent and received, and the attachments among the files', async () => {
    const tag = `export-${Date.now()}`;
    const { applicationId, conversationId } = await newConversation(service, employer, tag);
    const path = await attach(employer, conversationId, 'welcome.pdf');
    await send(employer, applicationId, 'Our welcome pack.', { path });
    await send(candidate, applicationId, 'Thank you!');

    const { data, error } = await candidate.rpc('export_my_data');
    expect(error).toBeNull();
    const exported = data as {
      conversations: {
        id: string;
        with: string;
        messages: { body: string; from_you: boolean }[];
      }[];
      files: { bucket: string; path: string }[];
      profile: unknown;
    };
    const conversation = exported.conversations.find((c) => c.id === conversationId);
    expect(conversation?.with).toBe('Maple Tech Solutions');
    expect(conversation?.messages.map((m) => [m.body, m.from_you])).toEqual([
      [`Hello about ${tag}`, false],
      ['Our welcome pack.', false],
      ['Thank you!', true],
    ]);
    expect(exported.files).toContainEqual(expect.objectContaining({ bucket, path }));
    expect(exported.profile).not.toBeNull();

    const others = (
      await (await signIn(server, seedUsers.otherCandidate.email)).rpc('export_my_data')
    ).data as {
      conversations: { id: string }[];
    };
    expect(others.conversations.map((c) => c.id)).not.toContain(conversationId);
  });
});
