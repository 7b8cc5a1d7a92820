import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

/** Computed fields: functions taking a row of rest_cities (named or unnamed parameter). */
const COMPUTED_SQL = `
create function public.rest_label(public.rest_cities) returns text language sql stable
  as $$ select $1.name || ' #' || $1.id $$;
create function public.rest_density(city public.rest_cities) returns int language sql stable
  as $$ select (city.population / nullif(city.area, 0))::int $$;
`;

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
  await t.server.db.exec(COMPUTED_SQL);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

describe('computed fields', () => {
  it('selects them like columns, with aliases and casts, but not with *', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select('name, rest_label, dense:rest_density::text')
      .in('id', [1, 3])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Paris', rest_label: 'Paris #1', dense: '19949' },
      { name: 'Berlin', rest_label: 'Berlin #3', dense: '4211' },
    ]);
    const star = await db.from('rest_cities').select('*').eq('id', 1).single();
    expect(star.data).not.toHaveProperty('rest_label');
  });

  it('filters and orders by them', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name')
      .gt('rest_density', 4000)
      .order('rest_density', { ascending: false });
    expect(data).toEqual([
      { name: 'Paris' },
      { name: 'Lyon' },
      { name: 'Tokyo' },
      { name: 'Munich' },
      { name: 'Berlin' },
    ]);
    const label = await db.from('rest_cities').select('id').eq('rest_label', 'Lyon #2');
    expect(label.data).toEqual([{ id: 2 }]);
  });

  it('works in embeds, on a function result and on a mutation result', async () => {
    const embedded = await db
      .from('rest_countries')
      .select('name, rest_cities(rest_label)')
      .eq('id', 2)
      .order('id', { referencedTable: 'rest_cities' });
    expect(embedded.data).toEqual([
      { name: 'Germany', rest_cities: [{ rest_label: 'Berlin #3' }, { rest_label: 'Munich #4' }] },
    ]);
    const called = await db
      .rpc('rest_cities_in', { country: 'jp' })
      .select('rest_label, rest_density');
    expect(called.data).toEqual([{ rest_label: 'Tokyo #5', rest_density: 6363 }]);
    const inserted = await t
      .serviceClient()
      .from('rest_cities')
      .insert({ id: 40, name: 'Kyoto', country_id: 3, population: 1000, area: 10 })
      .select('rest_label, rest_density')
      .rollback();
    expect(inserted.data).toEqual([{ rest_label: 'Kyoto #40', rest_density: 100 }]);
  });

  it('keeps the whole row on a counted full-text page (count in the page)', async () => {
    const { data, count, error } = await db
      .from('rest_cities')
      .select('rest_label', { count: 'exact' })
      .textSearch('search', 'city')
      .order('rest_density');
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([{ rest_label: 'Tokyo #5' }, { rest_label: 'Paris #1' }]);
  });

  it('still answers 400 42703 for a name that is neither a column nor a computed field', async () => {
    const { status, error } = await db.from('rest_cities').select('rest_labels');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });
});
