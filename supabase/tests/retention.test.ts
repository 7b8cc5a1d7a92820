import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The audit trail can only be redacted or expire, never rewritten; public.apply_retention removes
// what is past its retention period, at most once a day.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const db = () => server.server.db;

describe('the audit trail stays append-only apart from redaction and expiry', () => {
  async function entry(createdAt: string): Promise<number> {
    const { rows } = await db().query<{ id: number }>(
      `insert into public.audit_log (created_at, actor_id, actor_email, actor_name, action, subject_table, subject_id,
                                     subject_label, before, after)
       values (now() - $1::interval, $2::uuid, 'admin@globalhire.local', 'Grace Admin', 'account.edited', 'profiles', $2::text,
               'Someone', '{"phone": "+1 555 0100"}', '{"phone": "+1 555 0199"}')
       returning id`,
      [createdAt, seedUsers.admin.id],
    );
    return rows[0]!.id;
  }

  it('refuses rewriting an entry, even for the owner, and allows replacing a value by [deleted]', async () => {
    const id = await entry('1 day');
    for (const change of [
      `after = '{"phone": "+1 555 0000"}'`,
      `after = '{"phone": "[deleted]", "email": "x@example.com"}'`,
      `action = 'account.blocked'`,
      `actor_name = 'Someone Else'`,
      `subject_label = 'Another person'`,
    ]) {
      await expect(
        db().query(`update public.audit_log set ${change} where id = $1`, [id]),
      ).rejects.toThrow(/append-only/);
    }
    await expect(db().query('delete from public.audit_log where id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    await db().query(
      `update public.audit_log set after = '{"phone": "[deleted]"}', actor_name = '[deleted]', subject_label = null where id = $1`,
      [id],
    );
    const { rows } = await db().query(
      'select after, actor_name, action from public.audit_log where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      after: { phone: '[deleted]' },
      actor_name: '[deleted]',
      action: 'account.edited',
    });
  });
});

describe('retention', () => {
  /** Inserts rows as the database owner; returns "<label>" → [table, id]. */
  async function insertAged(
    table: string,
    label: string,
    columns: string,
    values: string,
    params: unknown[] = [],
  ) {
    const { rows } = await db().query<{ id: string }>(
      `insert into ${table} (${columns}) values (${values}) returning id::text`,
      params,
    );
    return [label, table, rows[0]!.id] as const;
  }

  it('removes what is past its period once a day, and keeps the rest', async () => {
    await db().query('delete from private.retention_runs');
    const who = [seedUsers.employer.id];
    const audit = `created_at, actor_id, action, subject_table, subject_id`;
    const mail = `to_address, kind, subject, created_at, sent_at`;
    const notice = `user_id, title, read_at, created_at`;
    const message = `name, email, subject, message, handled, created_at`;
    const aged = [
      await insertAged(
        'public.audit_log',
        'audit entry of 7 years',
        audit,
        `now() - interval '7 years', $1, 'job.approved', 'jobs', '1'`,
        who,
      ),
      await insertAged(
        'public.audit_log',
        'audit entry of 5 years',
        audit,
        `now() - interval '5 years', $1, 'job.approved', 'jobs', '1'`,
        who,
      ),
      await insertAged(
        'private.email_outbox',
        'email sent 100 days ago',
        mail,
        `'a@mail.example', 'general', 's', now() - interval '100 days', now() - interval '100 days'`,
      ),
      await insertAged(
        'private.email_outbox',
        'email sent 10 days ago',
        mail,
        `'a@mail.example', 'general', 's', now() - interval '10 days', now() - interval '10 days'`,
      ),
      await insertAged(
        'public.notifications',
        'read notice of 400 days',
        notice,
        `$1, 't', now() - interval '399 days', now() - interval '400 days'`,
        who,
      ),
      await insertAged(
        'public.notifications',
        'unread notice of 400 days',
        notice,
        `$1, 't', null, now() - interval '400 days'`,
        who,
      ),
      await insertAged(
        'public.notifications',
        'unread notice of 800 days',
        notice,
        `$1, 't', null, now() - interval '800 days'`,
        who,
      ),
      await insertAged(
        'public.contact_messages',
        'handled message of 3 years',
        message,
        `'Old', 'old@mail.example', 's', 'm', true, now() - interval '3 years'`,
      ),
      await insertAged(
        'public.contact_messages',
        'open message of 3 years',
        message,
        `'Old', 'old@mail.example', 's', 'm', false, now() - interval '3 years'`,
      ),
    ];

    const service = server.serviceClient();
    const first = await service.rpc('apply_retention');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ audit_log: 1, contact_messages: 1 });
    expect((await service.rpc('apply_retention')).data).toBeNull(); // once a day

    const kept: string[] = [];
    for (const [label, table, id] of aged) {
      const { rows } = await db().query(`select 1 from ${table} where id = $1`, [id]);
      if (rows.length > 0) kept.push(label);
    }
    expect(kept).toEqual([
      'audit entry of 5 years',
      'email sent 10 days ago',
      'unread notice of 400 days',
      'open message of 3 years',
    ]);
  });
});
