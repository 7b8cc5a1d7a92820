import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  // Aggregates on through the server's settings ([api] db_aggregates_enabled).
  t = await startTestServer({ config: { api: { aggregatesEnabled: true } } });
  await createFixtures(t.server.db);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

describe('spreading a to-one embed (`...rel(…)`) into its parent', () => {
  it('spreads all columns of a one-to-one relation, nulls when there is no row', async () => {
    const { data, error } = await db
      .from('rest_countries')
      .select('code, ...rest_capitals(*)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { code: 'fr', country_id: 1, city_id: 1 },
      { code: 'de', country_id: 2, city_id: 3 },
      { code: 'jp', country_id: 3, city_id: 5 },
      { code: null, country_id: null, city_id: null },
    ]);
  });

  it('spreads a single column of a many-to-one relation, through a hint', async () => {
    const { data } = await db
      .from('rest_people')
      .select('name, ...rest_cities!home_id(city:name)')
      .order('id');
    expect(data).toEqual([
      { name: 'Ada', city: 'Paris' },
      { name: 'Bo', city: 'Berlin' },
      { name: 'Cy', city: 'Tokyo' },
      { name: 'Di', city: null },
    ]);
  });

  it('spreads inside an embed, and a spread inside a spread', async () => {
    const nested = await db
      .from('rest_people')
      .select('name, home:rest_cities!home_id(name, ...rest_countries(code))')
      .eq('id', 1)
      .single();
    expect(nested.data).toEqual({ name: 'Ada', home: { name: 'Paris', code: 'fr' } });
    const flat = await db
      .from('rest_people')
      .select('name, ...rest_cities!work_id(city:name, ...rest_countries(country:name))')
      .eq('id', 3)
      .single();
    expect(flat.data).toEqual({ name: 'Cy', city: 'Paris', country: 'France' });
  });

  it('spreads next to an aggregate of the embed, grouping by the spread columns', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select('name, rest_countries(count(), ...rest_capitals(*))')
      .in('id', [1, 2, 6])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Paris', rest_countries: { count: 1, country_id: 1, city_id: 1 } },
      { name: 'Lyon', rest_countries: { count: 1, country_id: 1, city_id: 1 } },
      { name: 'Nowhere', rest_countries: null },
    ]);
    const single = await db
      .from('rest_cities')
      .select('name, rest_countries(n:count(), ...rest_capitals(city_id))')
      .eq('id', 3)
      .single();
    expect(single.data).toEqual({ name: 'Berlin', rest_countries: { n: 1, city_id: 3 } });
  });

  it('spreads a to-many embed into arrays, and drops parents without rows with !inner', async () => {
    const { data } = await db
      .from('rest_countries')
      .select('code, ...rest_cities!inner(id, name)')
      .order('id')
      .order('id', { referencedTable: 'rest_cities' });
    expect(data).toEqual([
      { code: 'fr', id: [1, 2], name: ['Paris', 'Lyon'] },
      { code: 'de', id: [3, 4], name: ['Berlin', 'Munich'] },
      { code: 'jp', id: [5], name: ['Tokyo'] },
    ]);
  });
});
