import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntries } from './support/audit-log.js';
import { giveEmployerUnlimitedPlan, insertRow, jobRow } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// What the audit trail holds besides admin actions, and who may read or write it.

let server: TestServer;
let admin: SupabaseClient;
let employer: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
  employer = await signIn(server, seedUsers.employer.email);
  // Room for the postings this file creates.
  await giveEmployerUnlimitedPlan(service());
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

describe('the demo trail (seeds/80_audit.sql)', () => {
  it("holds the seeded admin's real actions, written by the triggers", async () => {
    const { data } = await service()
      .from('audit_log')
      .select('action, actor_email')
      .in('action', [
        'job.unfeatured',
        'job.featured',
        'account.unblocked',
        'account.blocked',
        'inbox.handled',
        'faq.published',
      ]);
    const seeded = (data ?? []).filter((entry) => entry.actor_email === seedUsers.admin.email);
    expect(new Set(seeded.map((entry) => entry.action))).toEqual(
      new Set([
        'job.unfeatured',
        'job.featured',
        'account.unblocked',
        'account.blocked',
        'inbox.handled',
        'faq.published',
      ]),
    );
  });
});

describe('what is not an admin action', () => {
  it('an employer editing its own job writes no entry', async () => {
    const job = await insertRow(
      service(),
      'jobs',
      jobRow(seedUsers.employer.id, 'audit-own', { status: 'draft' }),
    );
    const written = await newEntries(service(), 'jobs', job, () =>
      employer.from('jobs').update({ title: 'Renamed by its employer' }).eq('id', job),
    );
    expect(written).toEqual([]);
  });
});

describe('the trail is read by admins only and written by no one directly', () => {
  it('admins read it; other signed-in users and visitors see nothing', async () => {
    const asAdmin = await admin.from('audit_log').select('id').limit(1);
    expect(asAdmin.data?.length).toBe(1);
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect((await candidate.from('audit_log').select('id')).data).toEqual([]);
    expect((await employer.from('audit_log').select('id')).data).toEqual([]);
    const anon = await server.client().from('audit_log').select('id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('refuses insert, update and delete from every API role', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { data: first } = await service().from('audit_log').select('id').limit(1).single();
    const id = first!.id as number;
    const forged = {
      actor_id: seedUsers.candidate.id,
      action: 'job.approved',
      subject_table: 'jobs',
      subject_id: '1',
    };
    for (const client of [server.client(), candidate, employer, admin, service()]) {
      const inserted = await client.from('audit_log').insert(forged);
      expect(inserted.error?.code).toBe('42501');
      await client.from('audit_log').update({ action: 'job.rejected' }).eq('id', id);
      await client.from('audit_log').delete().eq('id', id);
    }
    const after = await service().from('audit_log').select('id, action').eq('id', id).single();
    expect(after.data?.id).toBe(id);
    // The candidate's own managed-service steps are audited; nothing forged is among them.
    expect(
      (
        await service()
          .from('audit_log')
          .select('id')
          .eq('actor_id', seedUsers.candidate.id)
          .eq('action', forged.action)
      ).data,
    ).toEqual([]);
    // The service role gets a privilege error, not a silent no-op.
    const serviceUpdate = await service()
      .from('audit_log')
      .update({ action: 'job.rejected' })
      .eq('id', id);
    expect(serviceUpdate.error?.code).toBe('42501');
    const serviceDelete = await service().from('audit_log').delete().eq('id', id);
    expect(serviceDelete.error?.code).toBe('42501');
  });

  it("refuses update, delete and truncate even on the table owner's path", async () => {
    const db = server.server.db;
    const { rows } = await db.query<{ id: number; action: string }>(
      'select id, action from public.audit_log order by id limit 1',
    );
    const entry = rows[0]!;
    await expect(
      db.query(`update public.audit_log set action = 'job.rejected' where id = $1`, [entry.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.query('delete from public.audit_log where id = $1', [entry.id]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('truncate public.audit_log')).rejects.toThrow(/append-only/);
    const again = await db.query<{ action: string }>(
      'select action from public.audit_log where id = $1',
      [entry.id],
    );
    expect(again.rows[0]?.action).toBe(entry.action);
  });
});
