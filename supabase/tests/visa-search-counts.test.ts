import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// "Jobs I can likely take" reads its totals and facets from kept counts: every live job of the
// countries a reader moves to freely, and private.live_job_visa_counts for the jobs a reader
// needing a visa can likely take elsewhere. Those counts must equal counting the jobs afresh
// after any write to a job, the catalogue, a licence or an employer's standing, at any moment,
// and a search must follow a change of the catalogue at once.
let server: TestServer;
const query = async <T>(sql: string, params: unknown[] = []) =>
  (await server.server.db.query<T>(sql, params)).rows;
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await query<{ v: T }>(sql, params))[0]!.v;

const KEY =
  'country, city, category, work_type, employment_type, visa_sponsorship, relocation_support';
const ALL_ROUTES = 'array(select id from public.visa_routes)';

/**
 * Rows where the kept visa counts (plus the changes since their moment) and a fresh count of the
 * live jobs whose profile is likely sponsorable or on one of the routes differ.
 */
async function differences(routes = ALL_ROUTES, agedAt = 'now()'): Promise<unknown[]> {
  return query(
    `with kept as (
       select ${KEY}, salary_band, age, sum(n)::int as n
       from private.live_job_visa_counts_at(${agedAt}, ${routes}, '{}')
       group by ${KEY}, salary_band, age having sum(n) <> 0),
     fresh as (
       select ${KEY}, private.salary_band(salary_max_annual_usd) as salary_band,
              private.job_age(created_at, ${agedAt}) as age, count(*)::int as n
       from public.jobs j join private.job_visa_profiles p on p.job_id = j.id
       where private.job_live_at(j, now()) and not private.is_blocked_account(j.company_id)
         and (p.sponsorable or p.treaty_routes && ${routes})
       group by ${KEY}, 8, 9)
     (select 'kept' as side, * from kept except select 'kept', * from fresh)
     union all
     (select 'fresh', * from fresh except select 'fresh', * from kept)`,
  );
}
const exact = async () => {
  expect(await differences()).toEqual([]);
  expect(await differences(`'{}'::bigint[]`)).toEqual([]);
};

interface Answer {
  total: number;
  facets: { country: { value: string; count: number }[] };
}
/** "Jobs I can likely take" as a visitor with these citizenships sees it (no keyword: the kept counts). */
async function likely(
  citizenships: string[],
): Promise<{ total: number; countries: Map<string, number> }> {
  const { data, error } = await server
    .client()
    .rpc('search_jobs', { likely_takeable: true, citizenships, page_size: 1 });
  if (error) throw new Error(error.message);
  const answer = data as Answer;
  return {
    total: Number(answer.total),
    countries: new Map(answer.facets.country.map((f) => [f.value, f.count])),
  };
}

/** A live job in the UK that an Indian citizen can likely take (likely sponsorable there). */
const sponsorableUkJob = () =>
  one<number>(
    `select j.id as v from public.jobs j join private.job_visa_profiles p on p.job_id = j.id
     where p.sponsorable and j.country = 'united-kingdom' and private.job_live_at(j, now())
       and not private.is_blocked_account(j.company_id)
     order by j.id limit 1`,
  );

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('kept counts of the jobs a reader needing a visa can likely take', () => {
  it('match a fresh count of the seeded jobs', async () => {
    expect(
      await one<number>(`select coalesce(sum(n), 0)::int as v from private.live_job_visa_counts`),
    ).toBeGreaterThan(0);
    await exact();
  });

  it('drop a job from the results and facets once a threshold is raised above its salary', async () => {
    const before = await likely(['IN']);
    const uk = before.countries.get('united-kingdom') ?? 0;
    expect(uk).toBeGreaterThan(0);
    const irish = await likely(['IE']);
    const threshold = await one<number>(
      `select t.id as v from public.visa_thresholds t join public.visa_routes r on r.id = t.route_id
       where r.code = 'uk-skilled-worker' and t.effective_to is null and t.retired_at is null`,
    );
    const amount = await one<string>(
      `select amount as v from public.visa_thresholds where id = $1`,
      [threshold],
    );
    await query(`update public.visa_thresholds set amount = 500000 where id = $1`, [threshold]);
    try {
      const after = await likely(['IN']);
      expect(after.countries.has('united-kingdom')).toBe(false);
      expect(after.total).toBe(before.total - uk);
      // Irish citizens need no visa in the UK: their results do not change.
      expect(await likely(['IE'])).toEqual(irish);
      await exact();
    } finally {
      await query(`update public.visa_thresholds set amount = $2 where id = $1`, [
        threshold,
        amount,
      ]);
    }
    expect(await likely(['IN'])).toEqual(before);
    await exact();
  });

  it('follow a job edited, unpublished, copied and deleted', async () => {
    const before = await likely(['IN']);
    const job = await sponsorableUkJob();
    await query(`update public.jobs set city = 'Leeds', work_type = 'hybrid' where id = $1`, [job]);
    await exact();
    // Paid less than the threshold: no longer likely sponsorable.
    await query(`update public.jobs set salary_min = 1000, salary_max = 1200 where id = $1`, [job]);
    expect((await likely(['IN'])).total).toBe(before.total - 1);
    await exact();
    await query(`update public.jobs set salary_min = 80000, salary_max = 90000 where id = $1`, [
      job,
    ]);
    expect((await likely(['IN'])).total).toBe(before.total);
    await query(`update public.jobs set status = 'draft' where id = $1`, [job]);
    expect((await likely(['IN'])).total).toBe(before.total - 1);
    await query(`update public.jobs set status = 'published' where id = $1`, [job]);
    const copy = await one<number>(
      `insert into public.jobs (company_id, title, description, category, country, city, work_type,
         employment_type, salary_min, salary_max, salary_currency, salary_period, occupation_code,
         region, weekly_hours, approved, status, published_at)
       select company_id, 'Copied job', description, category, country, city, work_type, employment_type,
         salary_min, salary_max, salary_currency, salary_period, occupation_code, region, weekly_hours,
         true, 'published', now()
       from public.jobs where id = $1
       returning id as v`,
      [job],
    );
    expect((await likely(['IN'])).total).toBe(before.total + 1);
    await exact();
    await query(`delete from public.jobs where id = any ($1)`, [[job, copy]]);
    expect((await likely(['IN'])).total).toBe(before.total - 1);
    await exact();
  });

  it('follow a licence revoked and an employer blocked, then unblocked', async () => {
    const company = await one<string>(
      `select j.company_id as v from public.jobs j join private.job_visa_profiles p on p.job_id = j.id
       where p.sponsorable and private.job_live_at(j, now()) and not private.is_blocked_account(j.company_id)
       group by j.company_id order by count(*) desc, j.company_id limit 1`,
    );
    const before = await likely(['IN']);
    await query(`update public.profiles set blocked_at = now() where id = $1`, [company]);
    expect((await likely(['IN'])).total).toBeLessThan(before.total);
    await exact();
    await query(`update public.profiles set blocked_at = null where id = $1`, [company]);
    expect(await likely(['IN'])).toEqual(before);

    await query(
      `update public.employer_licences set status = 'revoked' where employer_id = $1 and status = 'verified'`,
      [company],
    );
    await exact();
  });

  it('are exact between moments, and after advancing', async () => {
    await query(
      `update public.jobs set expires_at = now() - interval '1 hour'
       where id in (select job_id from private.job_visa_profiles where sponsorable order by job_id limit 2)`,
    );
    await query(
      `update public.jobs set created_at = now() - (interval '1 day' * d) + interval '1 hour'
       from (values (1, 1), (2, 7), (3, 30)) as v(k, d)
       where id = (select job_id from private.job_visa_profiles where sponsorable or treaty_routes <> '{}'
                   order by job_id desc offset v.k limit 1)`,
    );
    await query(`select private.rebuild_live_job_counts(now() - interval '2 days')`);
    await exact();
    expect(await differences(ALL_ROUTES, `now() - interval '1 hour'`)).toEqual([]);
    await query(`select private.advance_live_job_counts()`);
    await exact();
  });
});
