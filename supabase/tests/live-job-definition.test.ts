import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, seedUsers, signIn } from './support/personas.js';
import {
  type SupabaseClient,
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// One definition of a live job: every count that says "live" or "active" (the public site, the
// search, the sitemap, the locations list, the admin's dashboard, lists and analytics, the
// employer's dashboard and the directory) counts the same jobs. The seed's Northwind Staffing
// was blocked after its job went live: that job is counted nowhere.
const northwind = {
  id: '00000000-0000-4000-8000-00000000b10c',
  email: 'northwind@staffing.example',
};

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
});

afterAll(async () => {
  await server?.stop();
});

const head = { count: 'exact', head: true } as const;

/** Every count of live jobs the product shows, each read the way its screen reads it. */
async function liveCounts() {
  const visitor = server.client();
  const publicCount = await visitor.from('jobs').select('*', head);
  const search = await visitor.rpc('search_jobs', {});
  const sitemap = await visitor.rpc('sitemap_summary', {});
  const countries = await visitor.rpc('live_job_countries');
  const adminCard = await admin.from('job_summaries').select('*', head).eq('lifecycle', 'active');
  const analytics = await admin.rpc('admin_analytics');
  const directory = await admin.from('employer_summaries').select('active_jobs');
  for (const answer of [publicCount, search, sitemap, countries, adminCard, analytics, directory])
    expect(answer.error).toBeNull();
  return {
    publicSite: publicCount.count,
    search: (search.data as { total: number }).total,
    sitemap: (sitemap.data as { jobs: { count: number } }).jobs.count,
    locations: (countries.data as { jobs: number }[]).reduce((sum, row) => sum + row.jobs, 0),
    adminDashboard: adminCard.count,
    adminAnalytics: (analytics.data as { dimension: string; key: string; total: number }[]).find(
      (row) => row.dimension === 'job_lifecycle' && row.key === 'active',
    )?.total,
    employerDirectory: (directory.data as { active_jobs: number }[]).reduce(
      (sum, row) => sum + row.active_jobs,
      0,
    ),
  };
}

const allEqual = (counts: Record<string, number | null | undefined>) => {
  const expected = counts.publicSite;
  expect(expected).toBeGreaterThan(200);
  expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((key) => [key, expected])));
  return expected!;
};

describe('a live job', () => {
  it('is counted the same by the public site, the search, the sitemap and every admin count', async () => {
    allEqual(await liveCounts());
  });

  it('of a blocked employer is counted nowhere, and comes back everywhere when it is unblocked', async () => {
    const job = await admin
      .from('job_summaries')
      .select('id, lifecycle')
      .eq('company_id', northwind.id)
      .eq('status', 'published')
      .single();
    expect(job.data).toMatchObject({ lifecycle: 'blocked' });
    const jobId = job.data!.id as number;

    const employer = (await server.signInAs(northwind.email, demoPassword)).client;
    const dashboard = await employer.rpc('employer_dashboard_stats').single();
    expect(dashboard.error).toBeNull();
    expect(dashboard.data).toMatchObject({ active_jobs: 0 });
    const listed = await admin
      .from('employer_summaries')
      .select('active_jobs')
      .eq('id', northwind.id)
      .single();
    expect(listed.data).toEqual({ active_jobs: 0 });
    const countries = await server.client().rpc('live_job_countries');
    expect((countries.data as { country: string }[]).map((row) => row.country)).not.toContain(
      'netherlands',
    );
    const blocked = allEqual(await liveCounts());

    const unblocked = await admin
      .from('profiles')
      .update({ blocked_at: null })
      .eq('id', northwind.id)
      .select('id');
    expect(unblocked.error).toBeNull();
    expect(allEqual(await liveCounts())).toBe(blocked + 1);
    expect(
      (await admin.from('job_summaries').select('lifecycle').eq('id', jobId).single()).data,
    ).toEqual({
      lifecycle: 'active',
    });
    expect((await employer.rpc('employer_dashboard_stats').single()).data).toMatchObject({
      active_jobs: 1,
    });
    const netherlands = await server.client().rpc('live_job_countries');
    expect(netherlands.data).toContainEqual({ country: 'netherlands', jobs: 1 });

    await admin
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: 'Blocked again.' })
      .eq('id', northwind.id)
      .throwOnError();
    expect(allEqual(await liveCounts())).toBe(blocked);
  });
});
