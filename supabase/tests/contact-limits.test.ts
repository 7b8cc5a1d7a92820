import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './support/deleted-accounts.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The contact form cannot be used to flood the admins: a sender address may write 3 messages an
// hour, a signed-in account 5, and visitors who are not signed in 30 between them; admins get at
// most 5 contact emails an hour each (every message still reaches the inbox and notifications).
// Nor can it email strangers in bulk: the acknowledgement goes to an address at most once a day,
// and to at most 30 addresses an hour in all.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const db = () => server.server.db;

function send(client: SupabaseClient, email: string, subject: string) {
  return client
    .from('contact_messages')
    .insert({ name: 'Sender', email, subject, message: 'Hello.' });
}

/** Acknowledgements queued in the last hour, to one address or to all. */
function acknowledgements(address?: string): Promise<number> {
  return count(
    `select 1 from private.email_outbox
     where kind = 'contact_received' and created_at > now() - interval '1 hour'
       and ($1::text is null or lower(to_address) = lower($1))`,
    [address ?? null],
  );
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    `select count(*)::int as n from (${sql}) counted`,
    params,
  );
  return rows[0]!.n;
}

describe('one sender', () => {
  it('may send 3 messages an hour from an address, whatever its case, then is told to wait', async () => {
    const visitor = server.client();
    for (const subject of ['one', 'two', 'three']) {
      expect((await send(visitor, 'repeat@mail.example', subject)).error).toBeNull();
    }
    const fourth = await send(visitor, 'Repeat@Mail.example', 'four');
    expect(fourth.status).toBe(429);
    expect(fourth.error).toMatchObject({ code: 'PT429', hint: 'contact_rate_limited' });
    expect(fourth.error?.message).toBe(
      'You have already sent us several messages in the last hour. We will answer them by email; please wait an hour before sending another.',
    );
    expect(
      await count(
        `select 1 from public.contact_messages where lower(email) = 'repeat@mail.example'`,
      ),
    ).toBe(3);
    expect(await acknowledgements('repeat@mail.example')).toBe(1);
  });

  it('is acknowledged once a day at most, whatever it sends', async () => {
    const address = 'daily@mail.example';
    expect((await send(server.client(), address, 'first')).error).toBeNull();
    expect((await send(server.client(), address, 'second')).error).toBeNull();
    expect(await acknowledgements(address)).toBe(1);
    // A day later the address is acknowledged again.
    await db().query(
      `update private.email_outbox set created_at = now() - interval '25 hours'
       where kind = 'contact_received' and to_address = $1`,
      [address],
    );
    expect((await send(server.client(), address, 'third')).error).toBeNull();
    expect(await acknowledgements(address)).toBe(1);
    expect(
      await count(`select 1 from private.email_outbox where kind = 'contact_received' and to_address = $1`, [
        address,
      ]),
    ).toBe(2);
  });

  it('stored by the service role, is acknowledged to no one', async () => {
    const stored = await server
      .serviceClient()
      .from('contact_messages')
      .insert({ name: 'Import', email: 'imported@mail.example', subject: 'Old', message: 'Hi.' });
    expect(stored.error).toBeNull();
    expect(await acknowledgements('imported@mail.example')).toBe(0);
  });

  it('may send 5 messages an hour from a signed-in account, whatever addresses it gives', async () => {
    const member = await newAccount(server, 'member@mail.example');
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(member.client, `alias${i}@mail.example`, `alias ${i}`)).error).toBeNull();
    }
    expect((await send(member.client, 'alias6@mail.example', 'alias 6')).status).toBe(429);
  });

  it('refuses an address that is a list or carries a header', async () => {
    for (const email of [
      'a@mail.example, b@evil.example',
      'a@mail.example\r\nBcc: b@evil.example',
      'Name <a@mail.example>',
    ]) {
      const sent = await send(server.client(), email, 'list');
      expect(sent.status).toBe(400);
      expect(sent.error?.message).toBe('Enter a valid email address, like name@example.com.');
    }
  });
});

describe('"Your data"', () => {
  it('lists the messages the account sent, not those a stranger sent in its name', async () => {
    const person = await newAccount(server, 'own.messages@mail.example');
    expect((await send(person.client, person.email, 'Mine, signed in')).error).toBeNull();
    expect(
      (await send(server.client(), 'OWN.MESSAGES@mail.example', 'A stranger using my address'))
        .error,
    ).toBeNull();
    const exported = await person.client.rpc('export_my_data');
    expect(exported.error).toBeNull();
    const subjects = (
      exported.data as { contact_messages: { subject: string }[] }
    ).contact_messages.map((m) => m.subject);
    expect(subjects).toEqual(['Mine, signed in']);
  });
});

describe('a flood of anonymous messages', () => {
  it('stores 30 an hour, refuses the rest, and emails each admin at most 5 times', async () => {
    const before = await count(
      `select 1 from public.contact_messages where user_id is null and created_at > now() - interval '1 hour'`,
    );
    const acknowledgedBefore = await acknowledgements();
    const visitor = server.client();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(visitor, `flood${i}@mail.example`, `Flood ${i}`)),
    );
    const stored = results.filter((r) => r.error === null).length;
    expect(stored).toBe(30 - before);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(50 - stored);
    expect(refused[0]!.error?.message).toBe(
      'We are receiving a lot of messages right now. Please try again in an hour, or write to the email address on this page.',
    );

    // Every stored message is in the admin's notifications; the emails stop at 5 an hour.
    expect(
      await count(
        `select 1 from public.notifications where user_id = $1 and kind = 'contact_message' and body like 'Sender: Flood %'`,
        [seedUsers.admin.id],
      ),
    ).toBe(stored);
    expect(
      await count(
        `select 1 from private.email_outbox
       where user_id = $1 and kind = 'contact_message' and created_at > now() - interval '1 hour'`,
        [seedUsers.admin.id],
      ),
    ).toBe(5);

    // Each stored message from a new address is acknowledged, up to 30 an hour in all.
    expect(await acknowledgements()).toBe(Math.min(30, acknowledgedBefore + stored));

    // Signed-in users can still write.
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect(
      (await send(candidate, seedUsers.candidate.email, 'Still open to members')).error,
    ).toBeNull();
  });

  it('acknowledges at most 30 addresses an hour in all; past that, messages are stored unacknowledged', async () => {
    // This hour starts with 29 acknowledgements (those queued above move to an earlier hour).
    await db().query(
      `update private.email_outbox set created_at = now() - interval '2 hours' where kind = 'contact_received'`,
    );
    for (let i = 0; i < 29; i += 1) {
      await db().query(`select private.queue_email_facts($1, 'contact_received', '{}'::jsonb)`, [
        `earlier${i}@mail.example`,
      ]);
    }
    expect(await acknowledgements()).toBe(29);
    const member = await newAccount(server, 'late.member@mail.example');
    expect((await send(member.client, 'thirtieth@mail.example', 'Thirtieth')).error).toBeNull();
    expect((await send(member.client, 'thirty-first@mail.example', 'Thirty-first')).error).toBeNull();
    expect(await acknowledgements('thirtieth@mail.example')).toBe(1);
    expect(await acknowledgements('thirty-first@mail.example')).toBe(0);
    expect(await acknowledgements()).toBe(30);
    expect(
      await count(`select 1 from public.contact_messages where email = 'thirty-first@mail.example'`),
    ).toBe(1);
  });
});
