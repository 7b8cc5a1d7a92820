import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

/** Functions for how a call is resolved and what its transaction does. */
const CALLS_SQL = `
create function public.call_text(text) returns text language sql immutable as 'select upper($1)';
create function public.call_xml(xml) returns text language sql immutable as 'select $1::text';
create function public.call_bytes(bytea) returns int language sql immutable as 'select length($1)';
create function public.call_pick(a int) returns text language sql immutable as $$ select 'by a' $$;
create function public.call_pick(b text) returns text language sql immutable as $$ select 'by b' $$;
create function public.call_pick(a int, b text) returns text language sql immutable as $$ select 'by a and b' $$;
create function public.call_twice(x int) returns text language sql immutable as $$ select 'int' $$;
create function public.call_twice(x text) returns text language sql immutable as $$ select 'text' $$;
create function public.call_series(n int) returns setof int language sql immutable as 'select generate_series(1, n)';
create function public.call_note_all(n int) returns setof public.rest_notes language sql as $$
  insert into public.rest_notes (body) select 'batch ' || i from generate_series(1, n) i returning * $$;
create table public.call_parents (id int primary key);
create table public.call_children (
  id int primary key,
  parent_id int references public.call_parents deferrable initially deferred
);
create function public.call_orphan() returns void language sql as
  'insert into public.call_children values (1, 99)';
`;

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
  await t.server.db.exec(CALLS_SQL);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

/** supabase-js always sends JSON: a raw text/xml/binary body needs a hand-made request. */
async function post(path: string, body: BodyInit, headers: Record<string, string>) {
  const res = await fetch(`${t.server.url}/rest/v1${path}`, {
    method: 'POST',
    body,
    headers: { apikey: t.server.anonKey, Authorization: `Bearer ${t.server.anonKey}`, ...headers },
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? null : (JSON.parse(text) as unknown),
  };
}

async function notesCount(body: string): Promise<number | null> {
  const { count } = await db
    .from('rest_notes')
    .select('*', { count: 'exact', head: true })
    .like('body', body);
  return count;
}

describe('Prefer: tx=rollback on a call', () => {
  it('answers as if committed, says so in Preference-Applied, and keeps nothing', async () => {
    const { status, error } = await db.rpc('rest_touch', { note: 'rolled back' }).rollback();
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(await notesCount('rolled back')).toBe(0);

    const rows = await db.rpc('call_note_all', { n: 2 }).select('body').rollback();
    expect(rows.data).toEqual([{ body: 'batch 1' }, { body: 'batch 2' }]);
    expect(await notesCount('batch %')).toBe(0);

    const res = await post('/rpc/rest_touch', '{"note":"raw rollback"}', {
      'Content-Type': 'application/json',
      Prefer: 'tx=rollback',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('tx=rollback');
    expect(await notesCount('raw rollback')).toBe(0);
  });

  it('still checks deferred constraints before rolling back (SET CONSTRAINTS ALL IMMEDIATE)', async () => {
    const { status, error } = await db.rpc('call_orphan').rollback();
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('answers a rolled back read-only call (GET) normally', async () => {
    const { status, data } = await db.rpc('rest_add', { a: 1 }, { get: true }).rollback();
    expect(status).toBe(200);
    expect(data).toBe(11);
  });

  it('commits without the preference', async () => {
    await db.rpc('rest_touch', { note: 'kept' });
    expect(await notesCount('kept')).toBe(1);
  });
});

describe('a single unnamed parameter takes the whole body', () => {
  it('text/plain to a text parameter, text/xml to xml, octet-stream to bytea', async () => {
    const text = await post('/rpc/call_text', 'hello there', { 'Content-Type': 'text/plain' });
    expect(text).toMatchObject({ status: 200, body: 'HELLO THERE' });
    const xml = await post('/rpc/call_xml', '<a>b</a>', { 'Content-Type': 'text/xml' });
    expect(xml).toMatchObject({ status: 200, body: '<a>b</a>' });
    const bytes = await post('/rpc/call_bytes', new Uint8Array([0, 255, 10, 92]), {
      'Content-Type': 'application/octet-stream',
    });
    expect(bytes).toMatchObject({ status: 200, body: 4 });
  });

  it('a JSON body (supabase-js) goes whole to a json/jsonb parameter, arrays too', async () => {
    const { data, status } = await db.rpc('rest_echo', [1, { two: 2 }] as never);
    expect(status).toBe(200);
    expect(data).toEqual([1, { two: 2 }]);
  });

  it('answers 404 PGRST202 naming the media type when no parameter fits the body', async () => {
    const wrongType = await post('/rpc/rest_echo', 'hello', { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(404);
    expect(wrongType.body).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_echo in the schema cache',
      details:
        'Searched for the function public.rest_echo with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    const noParams = await post('/rpc/rest_stats', '<a/>', { 'Content-Type': 'text/xml' });
    expect(noParams.status).toBe(404);
    const json = await db.rpc('call_text', { value: 'x' });
    expect(json.status).toBe(404);
    expect(json.error?.details).toBe(
      'Searched for the function public.call_text with parameter value or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
  });
});

describe('overloaded functions', () => {
  it('calls the overload whose parameter names match the arguments', async () => {
    expect((await db.rpc('call_pick', { a: 1 })).data).toBe('by a');
    expect((await db.rpc('call_pick', { b: 'x' })).data).toBe('by b');
    expect((await db.rpc('call_pick', { a: 1, b: 'x' })).data).toBe('by a and b');
    expect((await db.rpc('call_pick', { b: 'x' }, { get: true })).data).toBe('by b');
  });

  it('answers 300 PGRST203 when several overloads fit, never a raw 42725', async () => {
    const { status, error } = await db.rpc('call_twice', { x: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.call_twice(x => integer), public.call_twice(x => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
    expect((await db.rpc('call_twice', { x: 1 }, { get: true })).status).toBe(300);
  });
});

describe('Prefer: handling=strict, max-affected on a call', () => {
  type Capped<T> = { maxAffected(rows: number): T };

  it('refuses a result with more rows than allowed (400 PGRST124) and rolls the call back', async () => {
    const call = db.rpc('call_note_all', { n: 3 });
    // maxAffected() is typed for PostgREST 13 clients; this untyped client sends the same headers.
    const { status, error } = await (call as unknown as Capped<typeof call>).maxAffected(2);
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect(await notesCount('batch %')).toBe(0);
  });

  it('answers normally within the limit, echoing the preferences', async () => {
    const res = await post('/rpc/call_series', '{"n":2}', {
      'Content-Type': 'application/json',
      Prefer: 'handling=strict, max-affected=2',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([1, 2]);
    expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
  });

  it('ignores max-affected without handling=strict', async () => {
    const res = await post('/rpc/call_series', '{"n":3}', {
      'Content-Type': 'application/json',
      Prefer: 'max-affected=1',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([1, 2, 3]);
  });
});
