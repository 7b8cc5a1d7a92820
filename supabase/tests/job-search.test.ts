import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// SQL-level checks of the search's building blocks, straight on the database.
let server: TestServer;
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await server.server.db.query<{ v: T }>(sql, params)).rows[0]!.v;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('currency conversion', () => {
  it('annualises a month ×12 and an hour ×2080', async () => {
    expect(Number(await one(`select private.annual_salary(3000, 'month') as v`))).toBe(36000);
    expect(Number(await one(`select private.annual_salary(30, 'hour') as v`))).toBe(62400);
    expect(Number(await one(`select private.annual_salary(50000, 'year') as v`))).toBe(50000);
  });

  it('converts into US dollars at the stored rate, and gives null without a rate', async () => {
    expect(Number(await one(`select private.to_usd(79000, 'GBP') as v`))).toBe(100000);
    expect(Number(await one(`select private.to_usd(150000, 'JPY') as v`))).toBe(1000);
    expect(await one(`select private.to_usd(1000, 'XXX') as v`)).toBeNull();
  });

  it('stores the annual salary in US dollars on each job and follows a change of rate', async () => {
    const job = await one<number>(
      `update public.jobs set salary_min = 4000, salary_max = 5000, salary_currency = 'EUR', salary_period = 'month'
       where id = 3 returning id as v`,
    );
    expect(job).toBe(3);
    const before = await one<string>(
      `select salary_max_annual_usd::text as v from public.jobs where id = 3`,
    );
    expect(Number(before)).toBeCloseTo(60000 / 0.92, 1);
    await server.server.db.query(
      `update public.exchange_rates set per_usd = 0.6 where currency = 'EUR'`,
    );
    const after = await one<string>(
      `select salary_max_annual_usd::text as v from public.jobs where id = 3`,
    );
    expect(Number(after)).toBe(100000);
    await server.server.db.query(
      `update public.exchange_rates set per_usd = 0.92 where currency = 'EUR'`,
    );
  });
});

describe('keyword queries and ranking', () => {
  it('reads only words, as prefixes, with typo alternatives from the vocabulary', async () => {
    const q = async (keyword: string) =>
      (
        await server.server.db.query<{ exact: string; prefix: string; fuzzy: string }>(
          `select exact::text, prefix::text, fuzzy::text from private.job_search_queries($1)`,
          [keyword],
        )
      ).rows[0]!;
    expect(await q('soft')).toMatchObject({ exact: "'soft'", prefix: "'soft':*" });
    expect((await q('enginer')).fuzzy).toContain("'engin'");
    expect(await q("'; drop table jobs; --")).toMatchObject({
      prefix: "'drop':* & 'tabl':* & 'job':*",
    });
    expect(await q('!!! 🙂')).toEqual({ exact: null, prefix: null, fuzzy: null });
  });

  it('ranks a title match above a description match', async () => {
    const titles = await one<string[]>(
      `select array(select j->>'title' from jsonb_array_elements(public.search_jobs(keyword => 'software', page_size => 50)->'jobs') j) as v`,
    );
    expect(titles[0]).toMatch(/Software/);
  });
});
