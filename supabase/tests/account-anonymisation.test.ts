import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type NewAccount } from './support/deleted-accounts.js';
import { currentConsentVersion, enrolWith } from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Deleting an account forgets the person everywhere else too: the audit trail keeps its entries
// (who acted, what, when) with the person's details redacted, their contact messages go, and
// other people's notifications and emails stop naming them.

let server: TestServer;
let admin: SupabaseClient;
const email = 'ines.moreau@mail.example';
const traces = ['Moreau', '7700 900', email];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
});

afterAll(async () => {
  await server?.stop();
});

const db = () => server.server.db;

async function auditEntriesAbout(subjects: { table: string; id: string }[], actor: string) {
  const { rows } = await db().query<Record<string, unknown>>(
    `select * from public.audit_log
     where actor_id = $1 or (subject_table, subject_id) in (select * from unnest($2::text[], $3::text[]))
        or (subject_table = 'contact_replies' and parent_id = any ($3::text[]))
     order by id`,
    [actor, subjects.map((s) => s.table), subjects.map((s) => s.id)],
  );
  return rows;
}

/** Everything the person leaves behind with their name, phone or address on it. */
async function tracesLeft(person: NewAccount): Promise<string[]> {
  const sources: [string, string, unknown[]][] = [
    [
      'notifications of others',
      `select title || ' ' || body as text from public.notifications where user_id <> $1`,
      [person.id],
    ],
    [
      'emails',
      `select concat_ws(' ', to_address, subject, body, facts::text) as text from private.email_outbox`,
      [],
    ],
    [
      'contact messages',
      `select name || ' ' || email || ' ' || subject || ' ' || message as text from public.contact_messages`,
      [],
    ],
    ['audit trail', `select row_to_json(a)::text as text from public.audit_log a`, []],
  ];
  const found = new Set<string>();
  for (const [where, sql, params] of sources) {
    const { rows } = await db().query<{ text: string }>(sql, params);
    for (const row of rows)
      for (const trace of traces)
        if (row.text.toLowerCase().includes(trace.toLowerCase())) found.add(`${where}: ${trace}`);
  }
  return [...found];
}

describe('deleting an account', () => {
  it('redacts the person in the audit trail, removes their messages and stops others’ notices naming them', async () => {
    const ines = await newAccount(server, email, { firstName: 'Ines', lastName: 'Moreau' });
    expect(
      (await ines.client.from('profiles').update({ phone: '+44 7700 900123' }).eq('id', ines.id))
        .error,
    ).toBeNull();

    // An admin approves and edits her profile (audited with before/after images).
    expect(
      (await admin.from('profiles').update({ candidate_status: 'active' }).eq('id', ines.id)).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('profiles')
          .update({ phone: '+44 7700 900999', headline: 'Nurse, Ines Moreau' })
          .eq('id', ines.id)
      ).error,
    ).toBeNull();

    // She writes in while signed in; an impostor writes "as" her; an admin answers her.
    const sent = await ines.client.from('contact_messages').insert({
      name: 'Ines Moreau',
      email,
      subject: 'Visa question from Ines',
      message: 'Call me on +44 7700 900123.',
    });
    expect(sent.error).toBeNull();
    const impostor = await server.client().from('contact_messages').insert({
      name: 'Someone',
      email: email.toUpperCase(),
      subject: 'Posing as Ines',
      message: 'Hello.',
    });
    expect(impostor.error).toBeNull();
    const { rows: messages } = await db().query<{ id: string }>(
      'select id::text from public.contact_messages where lower(email) = $1 order by id',
      [email],
    );
    expect(messages).toHaveLength(2);
    expect(
      (
        await admin.rpc('reply_to_contact_message', {
          message_id: Number(messages[0]!.id),
          body: 'Hello Ines Moreau, we will call.',
        })
      ).error,
    ).toBeNull();

    // She enrols in the managed service: her recruiter is told her name.
    expect((await enrolWith(ines.client, await currentConsentVersion(server))).error).toBeNull();

    const subjects = [
      { table: 'profiles', id: ines.id },
      { table: 'service_enrolments', id: ines.id },
      ...messages.map((m) => ({ table: 'contact_messages', id: m.id })),
    ];
    const before = await auditEntriesAbout(subjects, ines.id);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(before)).toContain('+44 7700 900999');
    expect(await tracesLeft(ines)).toEqual(
      expect.arrayContaining([
        'notifications of others: Moreau',
        'emails: Moreau',
        `emails: ${email}`,
        'contact messages: 7700 900',
        'audit trail: Moreau',
        'audit trail: 7700 900',
        `audit trail: ${email}`,
      ]),
    );

    expect((await ines.client.rpc('delete_my_account')).error).toBeNull();

    expect(await tracesLeft(ines)).toEqual([]);
    const after = await auditEntriesAbout(subjects, ines.id);
    // Same entries, same actors, actions and subjects: only the personal values changed.
    const shape = (rows: Record<string, unknown>[]) =>
      rows.map((r) => [r.id, r.actor_id, r.action, r.subject_table, r.subject_id, r.created_at]);
    expect(shape(after)).toEqual(shape(before));
    const phoneChange = after.find(
      (r) => r.subject_table === 'profiles' && (r.after as Record<string, unknown>)?.phone,
    );
    expect(phoneChange).toMatchObject({
      actor_id: seedUsers.admin.id,
      subject_label: '[deleted]',
      before: { phone: '[deleted]' },
      after: { phone: '[deleted]', headline: '[deleted]' },
    });
    const { rows: links } = await db().query(
      'select 1 from public.notifications where link = any ($1::text[])',
      [messages.map((m) => `/admin/inbox/${m.id}`)],
    );
    expect(links).toEqual([]);
  });
});
