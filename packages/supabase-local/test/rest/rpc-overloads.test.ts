import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';

/**
 * Overloads as PostgREST resolves them: by the names of the arguments given, an unnamed
 * parameter being named '' (and then given the whole body), functions with an unnamed
 * parameter of another type than json/jsonb/text/xml/bytea not exposed at all.
 */
const OVERLOADS_SQL = `
create function public.ov_text(text) returns text language sql immutable as $$ select 'text:' || $1 $$;
create function public.ov_int(int) returns int language sql immutable as 'select $1';
create function public.ov_mixed() returns text language sql immutable as $$ select 'none' $$;
create function public.ov_mixed(bool) returns text language sql immutable as $$ select 'bool' $$;
create function public.ov_mixed(text) returns text language sql immutable as $$ select 'text:' || $1 $$;
create function public.ov_default() returns text language sql immutable as $$ select 'none' $$;
create function public.ov_default(int default 1) returns text language sql immutable as $$ select 'int' $$;
create function public.ov_default(text default 'd') returns text language sql immutable as $$ select 'text:' || $1 $$;
create function public.ov_same() returns void language sql as '';
create function public.ov_same(a text) returns text language sql immutable as $$ select 'text' $$;
create function public.ov_same(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.ov_named(a int, c text) returns text language sql immutable as $$ select 'a, c' $$;
create function public.ov_named(a int, b int default 2) returns text language sql immutable as $$ select 'a, b=' || b $$;
create function public.ov_variadic(variadic xs int[]) returns int language sql immutable
  as 'select coalesce(sum(x), 0)::int from unnest(xs) x';
create function public.ov_pair(text, text) returns text language sql immutable as 'select $1 || $2';
create function public.ov_any(x anyelement) returns text language sql immutable as 'select pg_typeof(x)::text';
`;

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  t = await startTestServer();
  await t.server.db.exec(OVERLOADS_SQL);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

const AMBIGUOUS_HINT =
  'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

describe('unnamed parameters', () => {
  it("matches `{'': …}` to a single unnamed text parameter, which takes the whole body", async () => {
    expect(await db.rpc('ov_text', { '': 'hi' })).toMatchObject({
      status: 200,
      data: 'text:{"":"hi"}',
    });
    // GET: the query's arguments, as JSON.
    expect((await db.rpc('ov_text', { '': 'q' }, { get: true })).data).toBe('text:{"":"q"}');
  });

  it('does not expose a function whose unnamed parameter no body can fill (404 PGRST202)', async () => {
    const { status, error } = await db.rpc('ov_int', { '': 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.ov_int() in the schema cache',
      details:
        'Searched for the function public.ov_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    // Two unnamed parameters: not exposed either.
    const pair = await db.rpc('ov_pair', { '': 'a' });
    expect(pair.status).toBe(404);
    expect(pair.error?.message).toBe(
      'Could not find the function public.ov_pair() in the schema cache',
    );
  });

  it('tells a call without arguments from one with an unnamed argument', async () => {
    expect((await db.rpc('ov_mixed')).data).toBe('none');
    expect((await db.rpc('ov_mixed', { '': 'x' })).data).toBe('text:{"":"x"}');
  });

  it('answers 300 PGRST203 when an unnamed parameter has a default, listing the overloads', async () => {
    const { status, error } = await db.rpc('ov_default');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.ov_default(), public.ov_default( => text)',
      details: null,
      hint: AMBIGUOUS_HINT,
    });
    expect((await db.rpc('ov_default', { '': 'v' })).data).toBe('text:{"":"v"}');
  });
});

describe('named parameters', () => {
  it('lists ambiguous overloads fewest parameters first, then by name and type', async () => {
    expect((await db.rpc('ov_same')).status).toBe(204);
    const { status, error } = await db.rpc('ov_same', { a: 1 });
    expect(status).toBe(300);
    expect(error?.message).toBe(
      'Could not choose the best candidate function between: public.ov_same(a => integer), public.ov_same(a => text)',
    );
  });

  it('uses defaults to choose, and suggests the closest parameter list when none fits', async () => {
    expect((await db.rpc('ov_named', { a: 1 })).data).toBe('a, b=2');
    expect((await db.rpc('ov_named', { a: 1, b: 5 })).data).toBe('a, b=5');
    expect((await db.rpc('ov_named', { a: 1, c: 'x' })).data).toBe('a, c');
    const { status, error } = await db.rpc('ov_named', { a: 1, bb: 2 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.ov_named(a, bb) in the schema cache',
      details:
        'Searched for the function public.ov_named with parameters a, bb or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.ov_named(a, b)',
    });
  });

  it('passes a variadic parameter an array (POST) or repeated query arguments (GET)', async () => {
    expect((await db.rpc('ov_variadic', { xs: [1, 2, 3] })).data).toBe(6);
    const get = await fetch(`${t.server.url}/rest/v1/rpc/ov_variadic?xs=4&xs=5`, {
      headers: { apikey: t.server.anonKey },
    });
    expect(await get.json()).toBe(9);
  });

  it('leaves a polymorphic (anyelement) parameter to Postgres, as PostgREST does', async () => {
    const { status, error } = await db.rpc('ov_any', { x: 1 });
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^42/);
  });
});
