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

describe('calling functions', () => {
  it('returns a scalar from POST and from GET, using parameter defaults', async () => {
    expect(await db.rpc('rest_add', { a: 2, b: 3 })).toMatchObject({
      data: 5,
      status: 200,
      error: null,
    });
    expect(await db.rpc('rest_add', { a: 2 })).toMatchObject({ data: 12 });
    expect(await db.rpc('rest_add', { a: 7, b: 1 }, { get: true })).toMatchObject({
      data: 8,
      status: 200,
    });
  });

  it('returns sets of rows that can be filtered, ordered, limited, counted and embedded', async () => {
    const { data, count, error } = await db
      .rpc('rest_cities_in', { country: 'de' }, { count: 'exact' })
      .select('name, country:rest_countries(name)')
      .order('name', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: 'Munich', country: { name: 'Germany' } },
      { name: 'Berlin', country: { name: 'Germany' } },
    ]);
    const filtered = await db
      .rpc('rest_cities_in', { country: 'fr' })
      .gt('population', 1000000)
      .select('name');
    expect(filtered.data).toEqual([{ name: 'Paris' }]);
  });

  it('returns sets of scalars, tables and single composites', async () => {
    expect((await db.rpc('rest_names', { prefix: 'M' })).data).toEqual(['Munich']);
    const stats = await db.rpc('rest_stats').order('country');
    expect(stats.data).toEqual([
      { country: 'Atlantis', cities: 0 },
      { country: 'France', cities: 2 },
      { country: 'Germany', cities: 2 },
      { country: 'Japan', cities: 1 },
    ]);
    const city = await db.rpc('rest_city', { city_id: 5 }).select('name, tags');
    expect(city.data).toEqual({ name: 'Tokyo', tags: ['capital', 'big'] });
    const single = await db.rpc('rest_cities_in', { country: 'jp' }).select('name').single();
    expect(single.data).toEqual({ name: 'Tokyo' });
  });

  it('passes a JSON body whole to a function with one unnamed json parameter', async () => {
    const { data } = await db.rpc('rest_echo', { nested: { list: [1, 2] }, flag: true });
    expect(data).toEqual({ nested: { list: [1, 2] }, flag: true });
  });

  it('takes arrays as JSON in POST and as {…} or repeated parameters in GET', async () => {
    expect((await db.rpc('rest_sum', { xs: [1, 2, 3] })).data).toBe(6);
    expect((await db.rpc('rest_sum', { xs: [4, 5] }, { get: true })).data).toBe(9);
  });

  it('answers a void function with 204 and runs it in a transaction that commits', async () => {
    const { status, data, error } = await db.rpc('rest_touch', { note: 'from rpc' });
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    const { count } = await db
      .from('rest_notes')
      .select('*', { count: 'exact', head: true })
      .eq('body', 'from rpc');
    expect(count).toBe(1);
  });

  it('answers HEAD with the count and no body', async () => {
    const { data, count, status } = await db.rpc(
      'rest_names',
      { prefix: '' },
      { head: true, count: 'exact' },
    );
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(6);
  });

  it('runs the function as the caller, with the JWT claims set', async () => {
    const anon = await db.rpc('rest_whoami');
    expect(anon.data).toEqual({ role: 'anon', sub: null, claims_role: 'anon' });
    const service = await t.serviceClient().rpc('rest_whoami');
    expect(service.data).toMatchObject({ role: 'service_role', sub: null });
  });
});

describe('function errors', () => {
  it('turns RAISE into 400 with the message and hint', async () => {
    const { status, error } = await db.rpc('rest_fail', { reason: 'closed' });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'P0001',
      message: 'refused: closed',
      details: null,
      hint: 'ask an admin',
    });
  });

  it('answers unknown functions and wrong arguments with 404 PGRST202 and a hint', async () => {
    const unknown = await db.rpc('rest_ad', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rest_ad(a) in the schema cache',
      hint: 'Perhaps you meant to call the function public.rest_add',
    });
    const wrongArgs = await db.rpc('rest_add', { x: 1 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.message).toBe(
      'Could not find the function public.rest_add(x) in the schema cache',
    );
  });

  it('refuses writes from a GET call (read-only transaction, 405)', async () => {
    const { status, error } = await db.rpc('rest_touch', { note: 'via get' }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });

  it('answers a badly typed argument with 400 22P02', async () => {
    const { status, error } = await db.rpc('rest_add', { a: 'one' });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
