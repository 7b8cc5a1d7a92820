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

const cityNames = () => db.from('rest_cities').select('name').order('id');
type CityQuery = ReturnType<typeof cityNames>;

/** Names of the cities a filtered query returns, sorted by id. */
async function cities(build: (q: CityQuery) => PromiseLike<{ data: unknown; error: unknown }>) {
  const { data, error } = await build(cityNames());
  expect(error).toBeNull();
  return (data as { name: string }[]).map((c) => c.name);
}

describe('comparison operators', () => {
  it('eq, neq, gt, gte, lt, lte cast the value to the column type', async () => {
    expect(await cities((q) => q.eq('country_id', 2))).toEqual(['Berlin', 'Munich']);
    expect(await cities((q) => q.neq('country_id', 1))).toEqual(['Berlin', 'Munich', 'Tokyo']);
    expect(await cities((q) => q.gt('population', 3755251))).toEqual(['Tokyo']);
    expect(await cities((q) => q.gte('population', 3755251))).toEqual(['Berlin', 'Tokyo']);
    expect(await cities((q) => q.lt('area', 100))).toEqual(['Lyon']);
    expect(
      await cities((q) => q.lte('updated_at', '2024-01-02T03:04:05Z').eq('country_id', 3)),
    ).toEqual(['Tokyo']);
  });

  it('like, ilike (with * as %), match and imatch', async () => {
    expect(await cities((q) => q.like('name', '%un%'))).toEqual(['Munich']);
    expect(await cities((q) => q.like('name', '*yo*'))).toEqual(['Lyon', 'Tokyo']);
    expect(await cities((q) => q.ilike('name', 'p%'))).toEqual(['Paris']);
    expect(await cities((q) => q.filter('name', 'match', '^[BM]'))).toEqual(['Berlin', 'Munich']);
    expect(await cities((q) => q.filter('name', 'imatch', '^t'))).toEqual(['Tokyo']);
  });

  it('applies (any) and (all) quantifiers', async () => {
    expect(await cities((q) => q.likeAnyOf('name', ['P%', 'T%']))).toEqual(['Paris', 'Tokyo']);
    expect(await cities((q) => q.ilikeAllOf('name', ['%r%', '%i%']))).toEqual(['Paris', 'Berlin']);
    expect(await cities((q) => q.filter('id', 'gt(all)', '{2,3}'))).toEqual([
      'Munich',
      'Tokyo',
      'Nowhere',
    ]);
    expect(await cities((q) => q.filter('id', 'eq(any)', '{1,5}'))).toEqual(['Paris', 'Tokyo']);
  });

  it('in with quoted values, and an empty list', async () => {
    expect(await cities((q) => q.in('name', ['Lyon', 'Tokyo', 'Not, a city']))).toEqual([
      'Lyon',
      'Tokyo',
    ]);
    expect(await cities((q) => q.in('id', []))).toEqual([]);
    const { data } = await db
      .from('rest_countries')
      .select('name')
      .in('name', ['He said "hi"', 'France']);
    expect(data).toEqual([{ name: 'France' }]);
  });

  it('is null / not null / true / false, and isdistinct', async () => {
    expect(await cities((q) => q.is('country_id', null))).toEqual(['Nowhere']);
    expect(await cities((q) => q.not('details', 'is', null))).toEqual(['Paris', 'Berlin', 'Tokyo']);
    expect(
      await cities((q) =>
        q.filter('notes', 'isdistinct', 'Gastronomy capital').not('country_id', 'is', null),
      ),
    ).toEqual(['Paris', 'Berlin', 'Munich', 'Tokyo']);
    const { data } = await db
      .from('rest_countries')
      .select('name')
      .filter('code', 'is', 'not_null')
      .order('id');
    expect(data?.map((c) => c.name)).toEqual(['France', 'Germany', 'Japan']);
  });
});

describe('array, range and JSON operators', () => {
  it('contains, contained by and overlaps on arrays and jsonb', async () => {
    expect(await cities((q) => q.contains('tags', ['capital']))).toEqual([
      'Paris',
      'Berlin',
      'Tokyo',
    ]);
    expect(
      await cities((q) => q.containedBy('tags', ['big', 'capital']).neq('tags', '{}')),
    ).toEqual(['Paris', 'Berlin', 'Munich', 'Tokyo']);
    expect(await cities((q) => q.overlaps('tags', ['big', 'other']))).toEqual([
      'Paris',
      'Berlin',
      'Munich',
      'Tokyo',
    ]);
    expect(await cities((q) => q.contains('details', { metro: { lines: 13 } }))).toEqual(['Tokyo']);
  });

  it('range operators: sl, sr, nxl, nxr, adj, ov', async () => {
    expect(await cities((q) => q.rangeLt('ranking', '[4,5)'))).toEqual([
      'Paris',
      'Berlin',
      'Tokyo',
    ]);
    expect(await cities((q) => q.rangeGt('ranking', '[2,5)'))).toEqual(['Lyon', 'Munich']);
    expect(await cities((q) => q.rangeGte('ranking', '[5,6)'))).toEqual(['Lyon', 'Munich']);
    expect(await cities((q) => q.rangeLte('ranking', '[1,3)'))).toEqual(['Paris', 'Tokyo']);
    expect(await cities((q) => q.rangeAdjacent('ranking', '[3,5)'))).toEqual(['Paris', 'Lyon']);
    expect(await cities((q) => q.overlaps('ranking', '[10,20)'))).toEqual(['Munich']);
  });

  it('filters on JSON paths', async () => {
    expect(await cities((q) => q.eq('details->>mayor', 'Wegner'))).toEqual(['Berlin']);
    expect(await cities((q) => q.gt('details->metro->lines', 14))).toEqual(['Paris']);
  });
});

describe('full-text search', () => {
  it('fts, plfts, phfts and wfts with a config, on a tsvector and on a text column', async () => {
    expect(
      await cities((q) => q.textSearch('search', 'light & seine', { config: 'english' })),
    ).toEqual(['Paris']);
    expect(
      await cities((q) =>
        q.textSearch('search', 'beer football', { type: 'plain', config: 'english' }),
      ),
    ).toEqual(['Munich']);
    expect(
      await cities((q) =>
        q.textSearch('notes', 'largest city', { type: 'phrase', config: 'english' }),
      ),
    ).toEqual(['Tokyo']);
    expect(
      await cities((q) =>
        q.textSearch('search', '"city of light" or gastronomy', { type: 'websearch' }),
      ),
    ).toEqual(['Paris', 'Lyon']);
    expect(await cities((q) => q.not('search', 'wfts', 'city'))).toEqual([
      'Lyon',
      'Berlin',
      'Munich',
      'Nowhere',
    ]);
  });
});

describe('logic trees', () => {
  it('or, nested and, and negated groups', async () => {
    expect(
      await cities((q) => q.or('name.eq.Lyon,and(population.gt.3000000,tags.cs.{capital})')),
    ).toEqual(['Lyon', 'Berlin', 'Tokyo']);
    expect(await cities((q) => q.or('not.or(country_id.eq.1,country_id.is.null)'))).toEqual([
      'Berlin',
      'Munich',
      'Tokyo',
    ]);
    expect(
      await cities((q) =>
        q.or('name.eq.Paris,not.and(country_id.eq.1,name.neq.Paris)').eq('country_id', 1),
      ),
    ).toEqual(['Paris']);
    expect(await cities((q) => q.or('name.in.("Lyon","Munich"),notes.ilike.*light*'))).toEqual([
      'Paris',
      'Lyon',
      'Munich',
    ]);
  });

  it('or on an embedded resource', async () => {
    const { data } = await db
      .from('rest_countries')
      .select('name, rest_cities(name)')
      .eq('id', 2)
      .or('name.eq.Munich,population.lt.0', { referencedTable: 'rest_cities' })
      .single();
    expect(data).toEqual({ name: 'Germany', rest_cities: [{ name: 'Munich' }] });
  });
});

describe('order, limit, offset and ranges', () => {
  it('orders with nulls first or last over several columns', async () => {
    const { data } = await db
      .from('rest_cities')
      .select('name')
      .order('country_id', { ascending: false, nullsFirst: true })
      .order('name');
    expect(data?.map((c) => c.name)).toEqual([
      'Nowhere',
      'Tokyo',
      'Berlin',
      'Munich',
      'Lyon',
      'Paris',
    ]);
    const last = await db
      .from('rest_cities')
      .select('name')
      .order('population', { ascending: true, nullsFirst: false })
      .limit(6);
    expect(last.data?.at(-1)).toEqual({ name: 'Nowhere' });
  });

  it('pages with range and reports 206 with Content-Range counts', async () => {
    const page = await db
      .from('rest_cities')
      .select('id', { count: 'exact' })
      .order('id')
      .range(2, 3);
    expect(page.status).toBe(206);
    expect(page.count).toBe(6);
    expect(page.data).toEqual([{ id: 3 }, { id: 4 }]);
    const all = await db.from('rest_cities').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    expect(all.count).toBe(6);
  });

  it('answers 416 PGRST103 for an offset past the end, and 200 for an empty filtered page', async () => {
    const past = await db.from('rest_cities').select('id', { count: 'exact' }).range(10, 19);
    expect(past.status).toBe(416);
    expect(past.error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 6 rows.',
    });
    const empty = await db
      .from('rest_cities')
      .select('id', { count: 'exact' })
      .eq('name', 'Atlantis City');
    expect(empty.status).toBe(200);
    expect(empty.count).toBe(0);
    expect(empty.data).toEqual([]);
  });

  it('counts planned and estimated as numbers, and answers HEAD without a body', async () => {
    const planned = await db.from('rest_cities').select('*', { count: 'planned', head: true });
    expect(planned.status).toBeLessThan(300);
    expect(typeof planned.count).toBe('number');
    expect(planned.data).toBeNull();
    const estimated = await db.from('rest_cities').select('*', { count: 'estimated', head: true });
    expect(estimated.count).toBe(6);
  });
});

describe('bad filters', () => {
  it('answers a value of the wrong type with 400 22P02, never a 500', async () => {
    const { status, error } = await db.from('rest_cities').select('id').eq('id', 'not-a-number');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type bigint: "not-a-number"',
    });
  });

  it('answers unknown operators and broken logic trees with PGRST100', async () => {
    for (const query of [
      db.from('rest_cities').select('id').filter('id', 'between', '1'),
      db.from('rest_cities').select('id').or('id.eq.1,name.nope.x'),
      db.from('rest_cities').select('id').eq('id', 1).filter('name', 'bogus', 'x'),
      db.from('rest_cities').select('id').or('(id.eq.1'),
      db
        .from('rest_cities')
        .select('id')
        .order('id.sideways' as 'id'),
    ]) {
      const { status, error } = await query;
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST100');
    }
  });

  it('treats quotes and SQL in values as data', async () => {
    const injected = await db.from('rest_cities').select('name').eq('name', "Paris' or '1'='1");
    expect(injected.error).toBeNull();
    expect(injected.data).toEqual([]);
    const inList = await db.from('rest_cities').select('name').in('name', ["x', 'y", 'a;b']);
    expect(inList.data).toEqual([]);
    const broken = await db
      .from('rest_cities')
      .select('name')
      .in('name', ['x"); drop table rest_cities; --']);
    expect(broken.status).toBe(400);
    expect(broken.error?.code).toBe('PGRST100');
    const stillThere = await db.from('rest_cities').select('id', { count: 'exact', head: true });
    expect(stillThere.count).toBe(6);
  });
});
