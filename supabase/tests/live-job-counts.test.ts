import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The kept facet counts (private.live_job_counts) must equal counting the live jobs afresh, at
// any moment and after any write: the search's totals and facets are read from them.
let server: TestServer;
const query = async <T>(sql: string, params: unknown[] = []) =>
  (await server.server.db.query<T>(sql, params)).rows;
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await query<{ v: T }>(sql, params))[0]!.v;

const KEY = 'country, city, category, work_type, employment_type, visa_sponsorship, relocation_support';

/** Rows where the kept counts (plus the changes since their moment) and a fresh count differ. */
async function differences(agedAt = 'now()'): Promise<unknown[]> {
  return query(
    `with kept as (
       select ${KEY}, salary_band, age, sum(n)::int as n from private.live_job_counts_at(${agedAt})
       group by ${KEY}, salary_band, age having sum(n) <> 0),
     fresh as (
       select ${KEY}, private.salary_band(salary_max_annual_usd) as salary_band,
              private.job_age(created_at, ${agedAt}) as age, count(*)::int as n
       from public.jobs j
       where private.job_live_at(j, now()) and not private.is_blocked_account(j.company_id)
       group by ${KEY}, 8, 9)
     (select 'kept' as side, * from kept except select 'kept', * from fresh)
     union all
     (select 'fresh', * from fresh except select 'fresh', * from kept)`,
  );
}
const liveTotal = () =>
  one<number>(`select sum(n)::int as v from private.live_job_counts_at(now())`);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('kept facet counts', () => {
  it('match a fresh count of the seeded live jobs', async () => {
    expect(await liveTotal()).toBeGreaterThan(200);
    expect(await differences()).toEqual([]);
  });

  it('follow inserts, edits, unpublishing and deletes in the same transaction', async () => {
    const before = await liveTotal();
    const id = await one<number>(
      `insert into public.jobs (company_id, title, description, category, country, city, work_type,
         employment_type, approved, status, published_at)
       select company_id, 'Counted job', 'A job to count.', 'it', 'canada', 'Toronto', 'remote',
         'full-time', true, 'published', now()
       from public.jobs where approved and status = 'published'
         and not private.is_blocked_account(company_id)
       order by id limit 1
       returning id as v`,
    );
    expect(await liveTotal()).toBe(before + 1);
    await query(`update public.jobs set country = 'australia', city = 'Perth' where id = $1`, [id]);
    expect(await differences()).toEqual([]);
    await query(`update public.jobs set status = 'draft' where id = $1`, [id]);
    expect(await liveTotal()).toBe(before);
    await query(`update public.jobs set status = 'published' where id = $1`, [id]);
    await query(`delete from public.jobs where id = $1`, [id]);
    expect(await liveTotal()).toBe(before);
    expect(await differences()).toEqual([]);
  });

  it("follow an employer's edit of a live job's title, which sends the job back for review", async () => {
    const employer = await server.signInAs('employer@globalhire.local', 'globalhire-demo');
    const id = await one<number>(
      `select id as v from public.jobs
       where company_id = $1 and private.job_live_at(jobs, now()) order by id limit 1`,
      [employer.user.id],
    );
    const before = await liveTotal();
    const { error } = await employer.client.from('jobs').update({ title: 'Senior Engineer (renamed)' }).eq('id', id);
    expect(error).toBeNull();
    expect(await one<boolean>(`select approved as v from public.jobs where id = $1`, [id])).toBeNull();
    expect(await liveTotal()).toBe(before - 1);
    expect(await differences()).toEqual([]);
    await query(`update public.jobs set approved = true where id = $1`, [id]);
    expect(await liveTotal()).toBe(before);
  });

  it('follow a salary edited and an exchange rate changed into other salary bands', async () => {
    await query(
      `update public.jobs set salary_max = salary_max * 3
       where id = (select id from public.jobs where approved and status = 'published'
                   and salary_max is not null order by id limit 1)`,
    );
    await query(`update public.exchange_rates set per_usd = per_usd * 2 where currency = 'GBP'`);
    expect(await differences()).toEqual([]);
  });

  it('are exact between moments: jobs that expired or aged since are found and moved', async () => {
    // Expire a few jobs an hour ago and age others across each boundary, then keep the counts
    // as of two days ago: the kept rows still count them as they were.
    await query(
      `update public.jobs set expires_at = now() - interval '1 hour'
       where id in (select id from public.jobs where approved and status = 'published' order by id limit 3)`,
    );
    await query(
      `update public.jobs set created_at = now() - (interval '1 day' * d) + interval '1 hour'
       from (values (1, 1), (2, 7), (3, 30)) as v(k, d)
       where id = (select id from public.jobs where approved and status = 'published'
                   and expires_at is null order by id desc offset v.k limit 1)`,
    );
    await query(`select private.rebuild_live_job_counts(now() - interval '2 days')`);
    expect(await differences()).toEqual([]);
    // A visitor whose clock runs an hour behind the database's.
    expect(await differences(`now() - interval '1 hour'`)).toEqual([]);

    // Advancing applies the changes to the kept rows: nothing is left to add at search time.
    await query(`select private.advance_live_job_counts()`);
    expect(
      await one<number>(
        `select count(*)::int as v from private.live_job_count_changes(
           (select as_of from private.live_job_counts_as_of), (select as_of from private.live_job_counts_as_of), now(), now())`,
      ),
    ).toBe(0);
    expect(await differences()).toEqual([]);
  });

  it('take out the live jobs of a blocked employer, and put them back when unblocked or deleted', async () => {
    const company = await one<string>(
      `select company_id as v from public.jobs where approved and status = 'published'
         and (expires_at is null or expires_at > now())
       group by company_id order by count(*) desc limit 1`,
    );
    const before = await liveTotal();
    await query(`update public.profiles set blocked_at = now() where id = $1`, [company]);
    expect(await liveTotal()).toBeLessThan(before);
    expect(await differences()).toEqual([]);
    await query(`update public.profiles set blocked_at = null where id = $1`, [company]);
    expect(await liveTotal()).toBe(before);

    await query(`update public.profiles set blocked_at = now() where id = $1`, [company]);
    const blocked = await liveTotal();
    await query(`delete from auth.users where id = $1`, [company]);
    expect(await liveTotal()).toBe(blocked);
    expect(await differences()).toEqual([]);
  });

  it('give a minimum-salary search the same facets as counting the jobs paid that much', async () => {
    for (const minimum of [1, 30_000, 61_234.5, 75_000, 150_000, 10_000_000]) {
      const answer = await one<{ total: number; facets: { country: { value: string; count: number }[] } }>(
        `select public.search_jobs(min_salary => $1) as v`,
        [minimum],
      );
      const fresh = await query<{ value: string; count: number }>(
        `select country as value, count(*)::int as count from public.jobs j
         where private.job_live_at(j, now()) and not private.is_blocked_account(j.company_id)
           and j.salary_max_annual_usd >= $1
         group by country order by count desc, country`,
        [minimum],
      );
      expect(answer.facets.country).toEqual(fresh);
      expect(answer.total).toBe(fresh.reduce((sum, row) => sum + row.count, 0));
    }
  });

  it('give search_jobs the same total as counting what a visitor can read', async () => {
    const visitor = server.client();
    const visible = await visitor.from('jobs').select('id', { count: 'exact', head: true });
    const { data, error } = await visitor.rpc('search_jobs', {});
    expect(error).toBeNull();
    expect((data as { total: number }).total).toBe(visible.count);
  });
});
