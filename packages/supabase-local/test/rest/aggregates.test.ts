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

/** Retries `check` while the schema cache reloads after a NOTIFY (delivered asynchronously). */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('with aggregates off (PostgREST and hosted Supabase default)', () => {
  it('refuses count(), sum()… with 400 PGRST123', async () => {
    for (const select of ['count()', 'population.sum()', 'name, rest_countries(id.max())']) {
      const { status, error } = await db.from('rest_cities').select(select);
      expect(status, select).toBe(400);
      expect(error, select).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    }
    // A missing relationship is reported first, as PostgREST plans relationships before.
    const missing = await db.from('rest_cities').select('count(), nowhere(id)');
    expect(missing.error?.code).toBe('PGRST200');
  });

  it('still answers the older `rel(count)` form, which Postgres reads as count(row)', async () => {
    const { data, error } = await db
      .from('rest_countries')
      .select('code, rest_cities(count)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { code: 'fr', rest_cities: [{ count: 2 }] },
      { code: 'de', rest_cities: [{ count: 2 }] },
      { code: 'jp', rest_cities: [{ count: 1 }] },
      { code: null, rest_cities: [{ count: 0 }] },
    ]);
  });
});

describe('with aggregates on (alter role authenticator set pgrst.db_aggregates_enabled)', () => {
  beforeAll(async () => {
    // Database-scoped, as other test databases share the cluster on PostgreSQL.
    await t.server.db.exec(`
      do $$ begin
        execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L',
                       current_database(), 'true');
      end $$;
      notify pgrst, 'reload config';`);
    await eventually(async () => {
      expect((await db.from('rest_cities').select('count()')).data).toEqual([{ count: 6 }]);
    });
  });

  it('groups by the other selected columns, with aliases, and binds every filter value', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select(
        'country_id, count(), total:population.sum(), population.avg(), area.max(), area.min()',
      )
      .neq('name', "O'Brien; drop table x")
      .order('country_id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { country_id: 1, count: 2, total: 2625619.5, avg: 1312809.75, max: 105.4, min: 47.87 },
      { country_id: 2, count: 2, total: 5267742, avg: 2633871, max: 891.8, min: 310.7 },
      { country_id: 3, count: 1, total: 13960000, avg: 13960000, max: 2194, min: 2194 },
      { country_id: null, count: 1, total: null, avg: null, max: null, min: null },
    ]);
  });

  it('casts the value (`col::int.sum()`) and the result (`.sum()::text`, `count()::text`)', async () => {
    const { data } = await db
      .from('rest_cities')
      .select(
        'n:count()::text, p:population::int.sum()::text, lines:details->metro->>lines::int.sum()',
      )
      .eq('country_id', 1)
      .single();
    expect(data).toEqual({ n: '2', p: '2625620', lines: 16 });
  });

  it('counts inside an embed, zero for a parent without rows', async () => {
    const { data } = await db
      .from('rest_countries')
      .select('code, rest_cities(count(), population.max())')
      .order('id');
    expect(data).toEqual([
      { code: 'fr', rest_cities: [{ count: 2, max: 2102650.5 }] },
      { code: 'de', rest_cities: [{ count: 2, max: 3755251 }] },
      { code: 'jp', rest_cities: [{ count: 1, max: 13960000 }] },
      { code: null, rest_cities: [{ count: 0, max: null }] },
    ]);
    const labels = await db
      .from('rest_cities')
      .select('name, rest_labels(count())')
      .in('id', [1, 2, 3])
      .order('id');
    expect(labels.data).toEqual([
      { name: 'Paris', rest_labels: [{ count: 1 }] },
      { name: 'Lyon', rest_labels: [{ count: 0 }] },
      { name: 'Berlin', rest_labels: [{ count: 2 }] },
    ]);
  });

  it('groups by an embedded resource, and pages the groups (not the rows)', async () => {
    const { data, error } = await db
      .from('rest_cities')
      .select('count(), rest_countries(code)')
      .limit(10);
    expect(error).toBeNull();
    const rows = (data ?? []) as unknown as {
      count: number;
      rest_countries: { code: string } | null;
    }[];
    const byCode = rows.map((r) => `${r.rest_countries?.code ?? 'none'}: ${r.count}`);
    expect(byCode.sort()).toEqual(['de: 2', 'fr: 2', 'jp: 1', 'none: 1']);
  });

  it("leaves a to-one spread's aggregates to its parent, grouped by the parent's columns", async () => {
    const { data, error } = await db
      .from('rest_people')
      .select('...rest_cities!home_id(country_id, total:population.sum(), count())');
    expect(error).toBeNull();
    const rows = (data ?? []) as { country_id: number | null; total: number | null }[];
    expect(rows.sort((a, b) => (a.country_id ?? 99) - (b.country_id ?? 99))).toEqual([
      { country_id: 1, total: 2102650.5, count: 1 },
      { country_id: 2, total: 3755251, count: 1 },
      { country_id: 3, total: 13960000, count: 1 },
      { country_id: null, total: null, count: 0 },
    ]);
  });

  it('aggregates the rows a function returns', async () => {
    const { data } = await db
      .rpc('rest_cities_in', { country: 'fr' })
      .select('count(), population.sum()')
      .single();
    expect(data).toEqual({ count: 2, sum: 2625619.5 });
  });

  it('reports an unknown column as Postgres does, and a to-many spread as not implemented', async () => {
    const unknown = await db.from('rest_cities').select('populaton.sum()');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toEqual({
      code: '42703',
      message: 'column rest_cities.populaton does not exist',
      details: null,
      hint: 'Perhaps you meant to reference the column "rest_cities.population".',
    });
    const spread = await db.from('rest_countries').select('code, ...rest_cities(population.sum())');
    expect(spread.status).toBe(400);
    expect(spread.error).toEqual({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      hint: null,
    });
  });
});
