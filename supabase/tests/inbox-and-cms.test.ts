import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mark, newSince, renderQueued, type Email } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;
let admin: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
  service = server.serviceClient();
});

afterAll(async () => {
  await server?.stop();
});

/** Outbox rows as the postgres role sees them (no API role can read private.email_outbox). */
async function outbox(where: string, ...params: unknown[]) {
  const { rows } = await server.server.db.query<Email & { user_id: string | null }>(
    `select id::int, to_address, kind, facts, subject, body, link, user_id from private.email_outbox where ${where} order by id`,
    params,
  );
  return rows;
}

async function newMessage(tag: string): Promise<number> {
  const visitor = server.client();
  const email = `sender-${tag}@mail.example`;
  const { error } = await visitor.from('contact_messages').insert({
    name: `Sender ${tag}`,
    email,
    subject: `Question ${tag}`,
    message: `Hello from ${tag}.`,
  });
  if (error) throw new Error(error.message);
  const { data } = await service.from('contact_messages').select('id').eq('email', email).single();
  return (data as { id: number }).id;
}

describe('contact messages reach the admins', () => {
  it('notifies every admin in-app and by email when a visitor writes', async () => {
    const since = await mark(server);
    const id = await newMessage('notify');
    const { data } = await service
      .from('notifications')
      .select('user_id, kind, title, body, link')
      .eq('link', `/admin/inbox/${id}`);
    expect(data).toEqual([
      {
        user_id: seedUsers.admin.id,
        kind: 'contact_message',
        title: 'New contact message',
        body: 'Sender notify: Question notify',
        link: `/admin/inbox/${id}`,
      },
    ]);
    const emails = (await newSince(server, since)).emails.filter((e) => e.kind === 'contact_message');
    expect(emails.map((e) => e.to_address)).toEqual([seedUsers.admin.email]);
    const email = await renderQueued(emails[0]!);
    expect(email.subject).toBe('New contact message: Question notify');
    expect(email.text).toContain('Sender notify <sender-notify@mail.example>');
    expect(email.text).toContain('Hello from notify.');
    expect(email.text).toContain(`https://globalhire.test/admin/inbox/${id}`);
  });

  it('acknowledges the message to the address it gave, repeating it, without speaking of an account', async () => {
    const since = await mark(server);
    await newMessage('thanks');
    const emails = (await newSince(server, since)).emails.filter((e) => e.kind === 'contact_received');
    expect(emails.map((e) => e.to_address)).toEqual(['sender-thanks@mail.example']);
    const email = await renderQueued(emails[0]!);
    expect(email.subject).toBe('We received your message');
    expect(email.text).toContain("We'll get back to you shortly, by email to this address.");
    expect(email.text).toContain('Monday to Friday, 9:00 AM to 6:00 PM (GMT)');
    expect(email.text).toContain('Question thanks');
    expect(email.text).toContain('Hello from thanks.');
    expect(email.text).toContain('If you did not write to us, you can ignore it.');
    expect(email.text).not.toMatch(/account|unsubscribe|preferences/i);
    expect(email.headers['List-Unsubscribe']).toBeUndefined();
  });
});

describe('reply_to_contact_message()', () => {
  it('stores the reply, queues exactly one email to the sender and marks the message handled', async () => {
    const id = await newMessage('reply');
    const { data, error } = await admin
      .rpc('reply_to_contact_message', { message_id: id, body: '  Thanks, we will call you.  ' })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      message_id: id,
      author_id: seedUsers.admin.id,
      body: 'Thanks, we will call you.',
    });

    const emails = await outbox(
      `kind = 'contact_reply' and to_address = $1`,
      'sender-reply@mail.example',
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ user_id: null });
    const email = await renderQueued(emails[0]!);
    expect(email.subject).toBe('Re: Question reply');
    expect(email.text).toContain('Hello Sender reply,');
    expect(email.text).toContain('Thanks, we will call you.');
    expect(email.text).toContain('Hello from reply.');
    // Whoever wrote may have no account: the reply speaks of their message only.
    expect(email.text).not.toMatch(/account|unsubscribe|preferences/i);
    expect(email.headers['List-Unsubscribe']).toBeUndefined();

    const { data: message } = await admin
      .from('contact_messages')
      .select('handled')
      .eq('id', id)
      .single();
    expect(message).toEqual({ handled: true });
    const { data: thread } = await admin
      .from('contact_replies')
      .select('body')
      .eq('message_id', id);
    expect(thread).toEqual([{ body: 'Thanks, we will call you.' }]);
  });

  it('refuses a reply to a deleted message clearly, storing and sending nothing', async () => {
    const id = await newMessage('deleted');
    await admin.from('contact_messages').delete().eq('id', id);
    const { data, error } = await admin.rpc('reply_to_contact_message', {
      message_id: id,
      body: 'Too late?',
    });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'P0002',
      message: 'This message was deleted, so the reply was not sent.',
    });
    expect(
      await outbox(`to_address = $1 and kind = 'contact_reply'`, 'sender-deleted@mail.example'),
    ).toEqual([]);
  });

  it('deleting a message deletes the emails that repeat it: the admins’, the acknowledgement and the reply', async () => {
    // Earlier messages of this file count towards the admins' 5 emails an hour: an hour ago now.
    await server.server.db.query(
      `update private.email_outbox set created_at = now() - interval '2 hours' where kind = 'contact_message'`,
    );
    const id = await newMessage('forgotten');
    expect(
      (await admin.rpc('reply_to_contact_message', { message_id: id, body: 'Noted.' })).error,
    ).toBeNull();
    const about = `facts -> 'message' ->> 'id' = $1`;
    expect((await outbox(about, String(id))).map((e) => e.kind).sort()).toEqual([
      'contact_message',
      'contact_received',
      'contact_reply',
    ]);
    expect((await admin.from('contact_messages').delete().eq('id', id)).error).toBeNull();
    expect(await outbox(about, String(id))).toEqual([]);
    expect(await outbox(`facts::text like '%Hello from forgotten.%'`)).toEqual([]);
  });

  it('refuses an empty reply and any caller who is not an admin', async () => {
    const id = await newMessage('refused');
    const empty = await admin.rpc('reply_to_contact_message', { message_id: id, body: '   ' });
    expect(empty.error).toMatchObject({ message: 'Write a reply before sending it.' });
    const candidate = await signIn(server, seedUsers.candidate.email);
    const notAdmin = await candidate.rpc('reply_to_contact_message', {
      message_id: id,
      body: 'Hi',
    });
    expect(notAdmin.error).toMatchObject({ code: '42501' });
    expect(
      await outbox(`to_address = $1 and kind = 'contact_reply'`, 'sender-refused@mail.example'),
    ).toEqual([]);
    const { data } = await service.from('contact_messages').select('handled').eq('id', id).single();
    expect(data).toEqual({ handled: false });
  });
});

describe('FAQ order', () => {
  async function positions() {
    const { data } = await service.from('faqs').select('id, position').order('position');
    return data as { id: number; position: number }[];
  }

  it('saves a new order in one call, every position unique', async () => {
    const before = await positions();
    const ids = before.map((f) => f.id);
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const { error } = await admin.rpc('reorder_faqs', { ids: moved });
    expect(error).toBeNull();
    const after = await positions();
    expect(after.map((f) => f.id)).toEqual(moved);
    expect(new Set(after.map((f) => f.position)).size).toBe(after.length);
  });

  it('appends a new FAQ whose position is taken, so no two FAQs share one', async () => {
    const taken = (await positions())[0]!.position;
    const { error } = await admin
      .from('faqs')
      .insert({ question: 'Taken?', answer: 'Yes.', position: taken });
    expect(error).toBeNull();
    const after = await positions();
    expect(new Set(after.map((f) => f.position)).size).toBe(after.length);
    expect(after.at(-1)).toMatchObject({ position: after.length });
  });

  it('refuses an order that leaves an FAQ out, changing nothing', async () => {
    const before = await positions();
    const { error } = await admin.rpc('reorder_faqs', { ids: before.slice(1).map((f) => f.id) });
    expect(error).toMatchObject({ code: '40001' });
    expect(await positions()).toEqual(before);
  });

  it('refuses to give an FAQ a position another one holds', async () => {
    const [first, second] = await positions();
    const { error } = await admin
      .from('faqs')
      .update({ position: first!.position })
      .eq('id', second!.id);
    expect(error?.code).toBe('23505');
  });

  it('is an admin-only call', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const ids = (await positions()).map((f) => f.id);
    const { error } = await employer.rpc('reorder_faqs', { ids: ids.reverse() });
    expect(error).toMatchObject({ code: '42501' });
  });
});

describe('article slugs', () => {
  it('makes the slug from the title on create and keeps it when the title changes', async () => {
    const { data: created, error } = await admin
      .from('articles')
      .insert({
        title: 'Moving to Canada: Week One',
        category: 'Relocation Advice',
        author: 'Team',
      })
      .select('id, slug')
      .single();
    expect(error).toBeNull();
    expect(created).toMatchObject({ slug: 'moving-to-canada-week-one' });
    const { data: renamed } = await admin
      .from('articles')
      .update({ title: 'Moving to Canada: Your First Week' })
      .eq('id', (created as { id: number }).id)
      .select('slug')
      .single();
    expect(renamed).toEqual({ slug: 'moving-to-canada-week-one' });
  });

  it('refuses a slug another article uses', async () => {
    const { error } = await admin.from('articles').insert({
      title: 'Copy',
      slug: 'how-to-write-a-cv-for-international-employers',
      category: 'Career Tips',
      author: 'Team',
    });
    expect(error?.code).toBe('23505');
  });
});
