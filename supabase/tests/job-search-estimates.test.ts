import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedJobs,
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Counts are exact up to 1,000 results; a keyword that matches thousands of jobs is answered
// from a sample (public.search_jobs). Every generated job's description says "team", one in
// twenty is a chemist, so both sides of the threshold are on the same data.
const GENERATED_JOBS = 6000;

interface Answer {
  total: number;
  total_exact: boolean;
  facets_exact: boolean;
  exact_up_to: number;
  pageable: number;
  jobs: { id: number }[];
  facets: { country: { value: string; count: number }[] };
}

let server: TestServer;
let visitor: SupabaseClient;
const search = async (args: Record<string, unknown>): Promise<Answer> => {
  const { data, error } = await visitor.rpc('search_jobs', { page_size: 20, ...args });
  if (error) throw new Error(error.message);
  return data as Answer;
};
/** The live jobs a keyword matches (its words, or its company's name), counted exactly. */
const exactCount = async (keyword: string, country?: string): Promise<number> => {
  const { rows } = await server.server.db.query<{ n: number }>(
    `select count(*)::integer as n from public.jobs j, private.job_search_queries($1) q
     where j.approved is true and j.status = 'published' and (j.expires_at is null or j.expires_at > now())
       and (j.search @@ q.fuzzy or j.company_id in (select c.id from public.profiles c
            where c.user_type = 'employer' and to_tsvector('english', coalesce(c.company_name, '')) @@ q.fuzzy))
       and ($2::text is null or j.country = $2)
       and not (j.company_id = any (private.blocked_account_ids()))`,
    [keyword, country ?? null],
  );
  return rows[0]!.n;
};

beforeAll(async () => {
  server = await startTestServer();
  await seedJobs(server.server.db, GENERATED_JOBS);
  visitor = server.client();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('search counts above and below 1,000 results', () => {
  it('estimates the total and the facets of a keyword matching thousands of jobs, and says so', async () => {
    const truth = await exactCount('team');
    expect(truth).toBeGreaterThan(4000);
    const answer = await search({ keyword: 'team' });
    expect(answer).toMatchObject({ total_exact: false, facets_exact: false, exact_up_to: 1000 });
    expect(answer.total).toBeGreaterThan(truth * 0.8);
    expect(answer.total).toBeLessThan(truth * 1.2);
    // The pages reach a window of more than 1,000 results (so "1,000+" is certain), not past it.
    expect(answer.pageable).toBeGreaterThan(1000);
    expect(answer.pageable).toBeLessThanOrEqual(truth);
    expect(answer.jobs).toHaveLength(20);
    const countryTotal = answer.facets.country.reduce((sum, c) => sum + c.count, 0);
    expect(countryTotal).toBeGreaterThan(truth * 0.8);
    expect(countryTotal).toBeLessThan(truth * 1.2);
  });

  it('still shows the newest matches first, exactly, when it estimates', async () => {
    const answer = await search({ keyword: 'team', sort: 'newest' });
    expect(answer.total_exact).toBe(false);
    const { rows } = await server.server.db.query<{ id: number }>(
      `select j.id from public.jobs j, private.job_search_queries('team') q
       where j.approved is true and j.status = 'published' and (j.expires_at is null or j.expires_at > now())
         and j.search @@ q.fuzzy and not (j.company_id = any (private.blocked_account_ids()))
       order by j.created_at desc, j.id desc limit 20`,
    );
    expect(answer.jobs.map((j) => j.id)).toEqual(rows.map((r) => r.id));
  });

  it('counts exactly when the results are 1,000 or fewer, even if the keyword matches more', async () => {
    const truth = await exactCount('team', 'germany');
    expect(truth).toBeGreaterThan(0);
    expect(truth).toBeLessThanOrEqual(1000);
    const answer = await search({ keyword: 'team', country: 'germany' });
    expect(answer).toMatchObject({ total: truth, total_exact: true, pageable: truth });
    // The facets count "team" in every country: those are estimates.
    expect(answer.facets_exact).toBe(false);
  });

  it('counts everything exactly for a keyword that matches 1,000 jobs or fewer', async () => {
    const truth = await exactCount('chemist');
    expect(truth).toBeGreaterThan(20);
    expect(truth).toBeLessThanOrEqual(1000);
    const answer = await search({ keyword: 'chemist' });
    expect(answer).toMatchObject({
      total: truth,
      total_exact: true,
      facets_exact: true,
      pageable: truth,
    });
    const germany = await exactCount('chemist', 'germany');
    expect(answer.facets.country.find((c) => c.value === 'germany')?.count).toBe(germany);
  });
});

describe('the search documents', () => {
  it('follow each job: a new title is found at once, an unpublished job is gone', async () => {
    const { rows } = await server.server.db.query<{ id: number }>(
      `update public.jobs set title = 'Glassblower'
       where id = (select min(id) from private.job_search_documents) returning id`,
    );
    const id = rows[0]!.id;
    expect((await search({ keyword: 'glassblower' })).jobs.map((j) => j.id)).toEqual([id]);
    await server.server.db.query(`update public.jobs set status = 'draft' where id = $1`, [id]);
    expect((await search({ keyword: 'glassblower' })).total).toBe(0);
  });
});
