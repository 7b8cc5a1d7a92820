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

describe('select lists', () => {
  it('returns columns, aliases and casts with Postgres JSON types', async () => {
    const { data, error, status } = await db
      .from('rest_cities')
      .select('id, town:name, population, people:population::text, updated_at, tags, ranking')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({
      id: 1,
      town: 'Paris',
      population: 2102650.5,
      people: '2102650.50',
      updated_at: '2024-01-02T03:04:05+00:00',
      tags: ['capital', 'big'],
      ranking: '[1,3)',
    });
  });

  it('reads JSON paths, naming the result after the last key', async () => {
    const { data, error } = await db
      .from('rest_countries')
      .select('name, data->currency->>code, first_language:data->languages->>0, data->currency')
      .order('id')
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'France', code: 'EUR', first_language: 'fr', currency: { code: 'EUR' } },
      { name: 'Germany', code: 'EUR', first_language: 'de', currency: { code: 'EUR' } },
    ]);
  });

  it('answers an unknown column as Postgres does (400, 42703) and an unknown table with PGRST205', async () => {
    const column = await db.from('rest_cities').select('nam');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column rest_cities.nam does not exist',
    });
    const table = await db.from('rest_citys').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.rest_citys' in the schema cache",
      hint: "Perhaps you meant the table 'public.rest_cities'",
    });
  });

  it('rejects a malformed select with PGRST100', async () => {
    const { status, error } = await db.from('rest_cities').select('name, rest_countries(name');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
    expect(error?.message).toContain('failed to parse select parameter');
  });
});

describe('embedding', () => {
  it('embeds to-one as an object (or null) and to-many as an array', async () => {
    const cities = await db
      .from('rest_cities')
      .select('name, country:rest_countries(name)')
      .in('id', [1, 6])
      .order('id');
    expect(cities.data).toEqual([
      { name: 'Paris', country: { name: 'France' } },
      { name: 'Nowhere', country: null },
    ]);
    const countries = await db
      .from('rest_countries')
      .select('name, rest_cities(name)')
      .order('id')
      .order('name', { referencedTable: 'rest_cities', ascending: false });
    expect(countries.data).toEqual([
      { name: 'France', rest_cities: [{ name: 'Paris' }, { name: 'Lyon' }] },
      { name: 'Germany', rest_cities: [{ name: 'Munich' }, { name: 'Berlin' }] },
      { name: 'Japan', rest_cities: [{ name: 'Tokyo' }] },
      { name: 'Atlantis', rest_cities: [] },
    ]);
  });

  it('nests embeds, limits and filters them per level', async () => {
    const { data, error } = await db
      .from('rest_countries')
      .select('code, rest_cities(name, rest_labels(label))')
      .eq('id', 2)
      .eq('rest_cities.name', 'Berlin')
      .limit(1, { referencedTable: 'rest_cities' })
      .order('label', { referencedTable: 'rest_cities.rest_labels' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      code: 'de',
      rest_cities: [{ name: 'Berlin', rest_labels: [{ label: 'historic' }, { label: 'rainy' }] }],
    });
  });

  it('filters parents with !inner and counts only those', async () => {
    const { data, count, error } = await db
      .from('rest_cities')
      .select('name, rest_countries!inner(code)', { count: 'exact' })
      .eq('rest_countries.code', 'de')
      .order('name');
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([
      { name: 'Berlin', rest_countries: { code: 'de' } },
      { name: 'Munich', rest_countries: { code: 'de' } },
    ]);
  });

  it('keeps rows with or without an embed via is.null filters on the embed', async () => {
    const without = await db
      .from('rest_countries')
      .select('name, rest_cities()')
      .is('rest_cities', null);
    expect(without.data).toEqual([{ name: 'Atlantis' }]);
    const withCities = await db
      .from('rest_countries')
      .select('name, rest_cities(id)', { count: 'exact', head: true })
      .not('rest_cities', 'is', null);
    expect(withCities.count).toBe(3);
  });

  it('reports ambiguity (300 PGRST201) and resolves it with a hint or a column name', async () => {
    const ambiguous = await db.from('rest_people').select('name, rest_cities(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.hint).toContain("'rest_cities!rest_people_home_id_fkey'");
    const resolved = await db
      .from('rest_people')
      .select(
        'name, home:rest_cities!home_id(name), work:rest_cities!rest_people_work_id_fkey(name), mentor:mentor_id(name)',
      )
      .eq('id', 2)
      .single();
    expect(resolved.data).toEqual({
      name: 'Bo',
      home: { name: 'Berlin' },
      work: { name: 'Berlin' },
      mentor: { name: 'Ada' },
    });
  });

  it('embeds the children of a self reference and one-to-one relationships', async () => {
    const { data } = await db
      .from('rest_people')
      .select('name, mentees:rest_people(name)')
      .eq('id', 1)
      .order('id', { referencedTable: 'mentees' })
      .single();
    expect(data).toEqual({ name: 'Ada', mentees: [{ name: 'Bo' }, { name: 'Cy' }] });
    const capital = await db
      .from('rest_countries')
      .select('name, rest_capitals(city:rest_cities(name))')
      .eq('id', 3)
      .single();
    expect(capital.data).toEqual({ name: 'Japan', rest_capitals: { city: { name: 'Tokyo' } } });
  });

  it('spreads a to-one embed into its parent', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name, ...rest_countries(country:name, code)')
      .eq('id', 3)
      .single();
    expect(data).toEqual({ name: 'Berlin', country: 'Germany', code: 'de' });
  });

  it('embeds through views, following the foreign keys of the columns they select', async () => {
    const cards = await db
      .from('rest_city_cards')
      .select('name, shout, country:rest_countries(name)')
      .eq('id', 4)
      .single();
    expect(cards.data).toEqual({ name: 'Munich', shout: 'MUNICH', country: { name: 'Germany' } });
    const countries = await db
      .from('rest_countries')
      .select('name, rest_city_cards(name)')
      .eq('id', 3)
      .single();
    expect(countries.data).toEqual({ name: 'Japan', rest_city_cards: [{ name: 'Tokyo' }] });
  });

  it('says when no relationship exists (400 PGRST200)', async () => {
    const { status, error } = await db.from('rest_labels').select('label, rest_countries(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.message).toBe(
      "Could not find a relationship between 'rest_labels' and 'rest_countries' in the schema cache",
    );
  });

  it('orders by a to-one embed column', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name, rest_countries(name)')
      .not('country_id', 'is', null)
      .order('rest_countries(name)', { ascending: false })
      .order('name');
    expect(data?.map((c) => c.name)).toEqual(['Tokyo', 'Berlin', 'Munich', 'Lyon', 'Paris']);
  });
});

describe('response formats', () => {
  it('answers single() on no rows with 406 PGRST116 and maybeSingle() with null', async () => {
    const single = await db.from('rest_cities').select('id').eq('id', 999).single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
    const maybe = await db.from('rest_cities').select('id').eq('id', 999).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('returns CSV with a header row', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select('id, name, notes')
      .in('id', [2, 6])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,notes\n2,Lyon,"Gastronomy capital"\n6,Nowhere,');
  });

  it('strips null values when asked', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name, notes, details')
      .eq('id', 6)
      .stripNulls();
    expect(data).toEqual([{ name: 'Nowhere' }]);
  });

  it('spreads a to-many embed into arrays per column', async () => {
    const { data } = await db
      .from('rest_countries')
      .select('code, ...rest_cities(city:name)')
      .eq('id', 1)
      .order('name', { referencedTable: 'rest_cities' })
      .single();
    expect(data).toEqual({ code: 'fr', city: ['Lyon', 'Paris'] });
  });

  it('describes the exposed schema at the root (OpenAPI)', async () => {
    const res = await fetch(`${t.url}/rest/v1/`, { headers: { apikey: t.anonKey } });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      swagger: string;
      paths: Record<string, unknown>;
      definitions: Record<string, { properties: Record<string, unknown> }>;
    };
    expect(doc.swagger).toBe('2.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/rest_cities', '/rpc/rest_add']),
    );
    expect(Object.keys(doc.definitions.rest_countries?.properties ?? {})).toEqual([
      'id',
      'name',
      'code',
      'founded',
      'data',
    ]);
  });
});
