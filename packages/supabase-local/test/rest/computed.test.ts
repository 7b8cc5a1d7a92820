import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SupabaseClient, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

/**
 * Computed fields (functions taking a row of rest_cities, named or unnamed parameter) and
 * computed relationships (functions of a row returning rows of an exposed table).
 */
const COMPUTED_SQL = `
create function public.rest_label(public.rest_cities) returns text language sql stable
  as $$ select $1.name || ' #' || $1.id $$;
create function public.rest_density(city public.rest_cities) returns int language sql stable
  as $$ select (city.population / nullif(city.area, 0))::int $$;
create function public.rest_neighbours(public.rest_cities) returns setof public.rest_cities
  language sql stable as $$ select * from public.rest_cities c where c.country_id = $1.country_id and c.id <> $1.id $$;
create function public.rest_home(public.rest_cities) returns setof public.rest_countries rows 1
  language sql stable as $$ select * from public.rest_countries where id = $1.country_id $$;
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

describe('computed relationships', () => {
  it('embeds a setof function as to-many and a ROWS 1 one as to-one', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select('name, rest_neighbours(name), home:rest_home(code)')
      .in('id', [1, 6])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Paris', rest_neighbours: [{ name: 'Lyon' }], home: { code: 'fr' } },
      { name: 'Nowhere', rest_neighbours: [], home: null },
    ]);
  });

  it('filters through !inner and orders inside the embed', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name, rest_neighbours!inner(name)')
      .eq('rest_neighbours.name', 'Munich');
    expect(data).toEqual([{ name: 'Berlin', rest_neighbours: [{ name: 'Munich' }] }]);
    const ordered = await db
      .from('rest_countries')
      .select('rest_cities(name, rest_neighbours(name))')
      .eq('id', 1)
      .order('id', { referencedTable: 'rest_cities' });
    expect(ordered.data).toEqual([
      {
        rest_cities: [
          { name: 'Paris', rest_neighbours: [{ name: 'Lyon' }] },
          { name: 'Lyon', rest_neighbours: [{ name: 'Paris' }] },
        ],
      },
    ]);
  });

  it('embeds on a function result (the whole row reaches the function)', async () => {
    const { data } = await db
      .rpc('rest_cities_in', { country: 'de' })
      .select('name, rest_home(name)')
      .order('name');
    expect(data).toEqual([
      { name: 'Berlin', rest_home: { name: 'Germany' } },
      { name: 'Munich', rest_home: { name: 'Germany' } },
    ]);
  });
});
