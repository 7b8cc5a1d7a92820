import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  startTestServer,
  type SignedIn,
  type SupabaseClient,
  type TestServer,
} from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

let t: TestServer;
let anon: SupabaseClient;
let candidate: SignedIn;
let employer: SignedIn;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
  anon = t.client();
  candidate = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
  employer = await t.signInAs(demoAccounts.employer.email, demoAccounts.employer.password);
});
afterAll(async () => {
  await t?.stop();
});

describe('row-level security runs inside Postgres', () => {
  it('denies anon with 401 and a signed-in user with 403 (42501)', async () => {
    const denied = await anon.from('rest_private').select('*');
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
    const forged = await candidate.client
      .from('rest_private')
      .insert({ secret: 'x', owner: employer.user.id });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "rest_private"',
    });
  });

  it('shows each user only its own rows, and an update of another user’s row touches nothing', async () => {
    const mine = await candidate.client
      .from('rest_private')
      .insert({ secret: 'candidate secret' })
      .select('id, owner')
      .single();
    expect(mine.error).toBeNull();
    expect(mine.data?.owner).toBe(candidate.user.id);
    await employer.client.from('rest_private').insert({ secret: 'employer secret' });

    const seen = await candidate.client.from('rest_private').select('secret');
    expect(seen.data).toEqual([{ secret: 'candidate secret' }]);

    const hijack = await employer.client
      .from('rest_private')
      .update({ secret: 'stolen' })
      .eq('id', mine.data?.id ?? 0)
      .select();
    expect(hijack.status).toBe(200);
    expect(hijack.data).toEqual([]);
    const gone = await employer.client
      .from('rest_private')
      .delete()
      .eq('id', mine.data?.id ?? 0)
      .select();
    expect(gone.data).toEqual([]);
    const still = await candidate.client.from('rest_private').select('secret').single();
    expect(still.data).toEqual({ secret: 'candidate secret' });
  });

  it('lets anonymous visitors see only live jobs, counted by the database', async () => {
    const visible = await anon.from('jobs').select('id, approved, status', { count: 'exact' });
    expect(visible.error).toBeNull();
    expect(visible.count).toBeGreaterThan(0);
    expect(visible.data?.every((job) => job.approved === true && job.status === 'published')).toBe(
      true,
    );
    const all = await t.serviceClient().from('jobs').select('id', { count: 'exact', head: true });
    expect(all.count).toBeGreaterThanOrEqual(visible.count ?? 0);
  });

  it('keeps column privileges: anon cannot read a profile’s e-mail but can embed its company name', async () => {
    const email = await anon.from('profiles').select('email');
    expect(email.status).toBe(401);
    expect(email.error?.code).toBe('42501');
    const embedded = await anon
      .from('jobs')
      .select('title, company:profiles!jobs_company_id_fkey(company_name)')
      .limit(1)
      .single();
    expect(embedded.error).toBeNull();
    const company = embedded.data?.company as unknown as { company_name: unknown } | null;
    expect(typeof company?.company_name).toBe('string');
  });
});

describe('schemas and the schema cache', () => {
  it('serves only the public schema (406 PGRST106)', async () => {
    const other = t.client();
    const { status, error } = await other.schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public',
    });
  });

  it('sees tables, columns and functions created after the server started', async () => {
    const before = await anon.from('rest_late').select('*');
    expect(before.status).toBe(404);
    await t.server.db.exec(`create table public.rest_late (id int primary key, label text);
      insert into public.rest_late values (1, 'late');
      create function public.rest_late_count() returns bigint language sql stable as 'select count(*) from public.rest_late';`);
    expect((await anon.from('rest_late').select('*')).data).toEqual([{ id: 1, label: 'late' }]);
    expect((await anon.rpc('rest_late_count')).data).toBe(1);
    await t.server.db.exec('alter table public.rest_late add column extra text default $$x$$');
    expect((await anon.from('rest_late').select('extra')).data).toEqual([{ extra: 'x' }]);
    await t.server.db.exec('drop table public.rest_late cascade');
    expect((await anon.from('rest_late').select('*')).status).toBe(404);
  });
});

describe('bad input never becomes a 500', () => {
  it('answers every malformed request with a 4xx PostgREST error', async () => {
    const attempts = [
      anon.from('rest_cities').select('name,,'),
      anon.from('rest_cities').select('*').eq('"id', 1),
      anon.from('rest_cities').select('name::text; drop table x').limit(1),
      anon.from('rest_cities').select('*').filter('id', 'in', '(1,2'),
      anon.from('rest_cities').select('*').filter('updated_at', 'gt', 'yesterday-ish'),
      anon.from('rest_cities').select('*').filter('details->>"x', 'eq', '1'),
      anon.from('rest_cities').select('*').order('name', { referencedTable: 'nope' }),
      anon.from('rest_cities').select('*').textSearch('search', 'a & | b'),
      anon.from('rest_cities').select('*').filter('id', 'fts(nonexistent_config)', 'x'),
      anon.from('rest_cities').insert({ name: 'x', population: 'many' }),
      anon.from('rest_cities').insert({ name: 'x' }).select('missing_column'),
      anon.from('rest_cities').update({ id: 'x' }).eq('id', 1),
      anon.from('rest_cities').upsert({ name: 'x' }, { onConflict: 'no_such_column' }),
      anon.from('rest_cities').select('*, rest_countries!nonexistent_hint(*)'),
      anon.rpc('rest_add', { a: { nested: true } }),
    ];
    for (const attempt of attempts) {
      const { status, error } = await attempt;
      expect(status, JSON.stringify(error)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(error)).toBeLessThan(500);
      expect(typeof error?.code).toBe('string');
      expect(typeof error?.message).toBe('string');
    }
    const { count } = await anon.from('rest_cities').select('*', { count: 'exact', head: true });
    expect(count).toBe(6);
  });
});
