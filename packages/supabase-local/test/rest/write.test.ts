import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

describe('insert', () => {
  it('inserts one object: 201 and no body by default, the row with select()', async () => {
    const plain = await db.from('rest_countries').insert({ name: 'Italy', code: 'it' });
    expect(plain.status).toBe(201);
    expect(plain.data).toBeNull();
    expect(plain.error).toBeNull();
    const returned = await db
      .from('rest_countries')
      .insert({ name: 'Spain', code: 'es', founded: '1479-01-20' })
      .select()
      .single();
    expect(returned.status).toBe(201);
    expect(returned.data).toMatchObject({
      name: 'Spain',
      code: 'es',
      founded: '1479-01-20',
      data: null,
    });
    expect(typeof returned.data?.id).toBe('number');
  });

  it('inserts an array with the union of keys; missing keys are null, or defaults with defaultToNull: false', async () => {
    const nulls = await db
      .from('rest_cities')
      .insert([
        { name: 'Nice', country_id: 1 },
        { name: 'Bonn', country_id: 2, tags: ['river'] },
      ])
      .select('name, tags, updated_at');
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await db
      .from('rest_cities')
      .insert(
        [
          { name: 'Nice', country_id: 1 },
          { name: 'Bonn', country_id: 2, tags: ['river'] },
        ],
        { defaultToNull: false },
      )
      .select('name, tags, updated_at, country:rest_countries(code)');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { name: 'Nice', tags: [], updated_at: '2024-01-02T03:04:05+00:00', country: { code: 'fr' } },
      {
        name: 'Bonn',
        tags: ['river'],
        updated_at: '2024-01-02T03:04:05+00:00',
        country: { code: 'de' },
      },
    ]);
  });

  it('counts inserted rows and reports it in Content-Range', async () => {
    const { count, status } = await db.from('rest_labels').insert(
      [
        { id: 10, label: 'a' },
        { id: 11, label: 'b' },
      ],
      { count: 'exact' },
    );
    expect(status).toBe(201);
    expect(count).toBe(2);
  });

  it('answers constraint violations with Postgres codes: 409 unique and FK, 400 not-null and check', async () => {
    const unique = await db.from('rest_countries').insert({ name: 'Copy', code: 'fr' });
    expect(unique.status).toBe(409);
    expect(unique.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "rest_countries_code_key"',
      details: 'Key (code)=(fr) already exists.',
    });
    const foreign = await db.from('rest_cities').insert({ name: 'Ghost', country_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const check = await db.from('rest_notes').insert({ body: '' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });

  it('rejects unknown columns (PGRST204) and bad JSON (PGRST102) without writing', async () => {
    const unknown = await db.from('rest_countries').insert({ name: 'X', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'rest_countries' in the schema cache",
    });
    const res = await fetch(`${t.url}/rest/v1/rest_countries`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    const { count } = await db
      .from('rest_countries')
      .select('*', { count: 'exact', head: true })
      .eq('name', 'X');
    expect(count).toBe(0);
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key: 201 when a row is new, 200 when all existed', async () => {
    const created = await db.from('rest_labels').upsert({ id: 20, label: 'new' }).select();
    expect(created.status).toBe(201);
    // The representation keeps the payload's order (an order parameter does not apply to mutations).
    const merged = await db
      .from('rest_labels')
      .upsert([
        { id: 20, label: 'renamed' },
        { id: 1, label: 'seaside' },
      ])
      .select();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([
      { id: 20, label: 'renamed' },
      { id: 1, label: 'seaside' },
    ]);
  });

  it('merges on another unique column with onConflict, and ignores duplicates when asked', async () => {
    const merged = await db
      .from('rest_countries')
      .upsert({ name: 'République française', code: 'fr' }, { onConflict: 'code' })
      .select('id, name');
    expect(merged.data).toEqual([{ id: 1, name: 'République française' }]);
    const ignored = await db
      .from('rest_countries')
      .upsert(
        [
          { name: 'Ignored', code: 'de' },
          { name: 'Portugal', code: 'pt' },
        ],
        { onConflict: 'code', ignoreDuplicates: true },
      )
      .select('name');
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([{ name: 'Portugal' }]);
    const { data } = await db.from('rest_countries').select('name').eq('code', 'de').single();
    expect(data).toEqual({ name: 'Germany' });
  });
});

describe('update and delete', () => {
  it('updates the filtered rows: 204 without select, 200 with the rows', async () => {
    const silent = await db.from('rest_cities').update({ notes: 'Updated' }).eq('country_id', 3);
    expect(silent.status).toBe(204);
    const { data, status } = await db
      .from('rest_cities')
      .update({ notes: 'Bavaria', area: 311 })
      .eq('name', 'Munich')
      .select('name, notes, area, country:rest_countries(code)');
    expect(status).toBe(200);
    expect(data).toEqual([
      { name: 'Munich', notes: 'Bavaria', area: 311, country: { code: 'de' } },
    ]);
  });

  it('updates nothing (still 200, empty) when no row matches', async () => {
    const { data, status } = await db
      .from('rest_cities')
      .update({ notes: 'x' })
      .eq('id', 12345)
      .select();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it('refuses an update or a delete without filters, as hosted Supabase does', async () => {
    const update = await db.from('rest_labels').update({ label: 'all' });
    expect(update.status).toBe(400);
    expect(update.error).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    const remove = await db.from('rest_labels').delete();
    expect(remove.status).toBe(400);
    expect(remove.error).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    const { count } = await db
      .from('rest_labels')
      .select('*', { count: 'exact', head: true })
      .eq('label', 'all');
    expect(count).toBe(0);
  });

  it('rolls back a mutation asked for as a single object that touches several rows (406 PGRST116)', async () => {
    const { status, error } = await db
      .from('rest_cities')
      .update({ notes: 'Many' })
      .eq('country_id', 1)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    const { data } = await db
      .from('rest_cities')
      .select('notes')
      .eq('country_id', 1)
      .eq('notes', 'Many');
    expect(data).toEqual([]);
  });

  it('refuses to touch more rows than maxAffected allows (400 PGRST124) and rolls back', async () => {
    const update = db.from('rest_cities').update({ notes: 'capped' }).in('id', [3, 4]);
    // maxAffected() is typed for PostgREST 13 clients; this untyped client sends the same headers.
    const { status, error } = await (
      update as unknown as { maxAffected(rows: number): typeof update }
    ).maxAffected(1);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const { count } = await db
      .from('rest_cities')
      .select('*', { count: 'exact', head: true })
      .eq('notes', 'capped');
    expect(count).toBe(0);
  });

  it('deletes filtered rows, returning them with select() and counting them', async () => {
    await db.from('rest_notes').insert([{ body: 'one' }, { body: 'two' }, { body: 'three' }]);
    const { data, count, status } = await db
      .from('rest_notes')
      .delete({ count: 'exact' })
      .in('body', ['one', 'two'])
      .select('body')
      .order('body');
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual([{ body: 'one' }, { body: 'two' }]);
    const rest = await db.from('rest_notes').select('body');
    expect(rest.data).toEqual([{ body: 'three' }]);
  });

  it('honours Prefer tx=rollback: the answer is sent, the change is not kept', async () => {
    const { data, status } = await db
      .from('rest_labels')
      .insert({ id: 99, label: 'temporary' })
      .select()
      .rollback();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 99, label: 'temporary' }]);
    const { count } = await db
      .from('rest_labels')
      .select('*', { count: 'exact', head: true })
      .eq('id', 99);
    expect(count).toBe(0);
  });
});
