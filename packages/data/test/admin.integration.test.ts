import { describe, expect, it } from 'vitest';
import {
  approveJob,
  getAdminAnalytics,
  getAdminDashboardStats,
  listAdminApplications,
  listAdminCandidates,
  listAdminContent,
  listAdminEmployers,
  listAdminJobs,
  listEmployerOptions,
  listUserAccounts,
  rejectJob,
  searchJobs,
  setJobFeatured,
  type GlobalHireClient,
} from '../src';
import { defaultHandlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';
import { adminBackend } from './admin-backend';

const t = adminBackend();

describe('admin jobs list', () => {
  it('gives the admin every job, one page at a time with the exact total', async () => {
    const first = await listAdminJobs(t.admin, { pageSize: 4 });
    expect(first.error).toBeNull();
    // seed.sql's eleven jobs, plus those an area's seed file adds.
    const { count } = await t.backend.server
      .serviceClient()
      .from('jobs')
      .select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(11);
    expect(first.data).toMatchObject({
      total: count,
      page: 1,
      pageSize: 4,
      pageCount: Math.ceil(count! / 4),
    });
    expect(first.data!.rows).toHaveLength(4);
    const third = await listAdminJobs(t.admin, { pageSize: 4, page: 3 });
    const onThird = Math.min(4, count! - 8);
    expect(third.data!.rows).toHaveLength(onThird);
    const seen = new Set([...first.data!.rows, ...third.data!.rows].map((job) => job.id));
    expect(seen.size).toBe(4 + onThird);
    const pastTheEnd = Math.ceil(count! / 4) + 1;
    const beyond = await listAdminJobs(t.admin, { pageSize: 4, page: pastTheEnd });
    expect(beyond).toMatchObject({ error: null, data: { rows: [], page: pastTheEnd } });
  });

  it("the dashboard's Pending Approvals counts every queue: jobs (not drafts), employers, candidates", async () => {
    const queue = await listAdminJobs(t.admin, { lifecycle: 'pending' });
    const stats = (await getAdminDashboardStats(t.admin)).data!;
    expect(queue.data!.total).toBe(2);
    expect(stats.jobsToApprove).toBe(queue.data!.total);
    expect(stats.pendingApprovals).toBe(
      stats.jobsToApprove + stats.employersToVerify + stats.candidatesToApprove,
    );
    expect(stats.employersToVerify).toBeGreaterThan(0);
    expect(stats.candidatesToApprove).toBeGreaterThan(0);
  });

  it('the approval queue is the published jobs waiting for a decision', async () => {
    const { data } = await listAdminJobs(t.admin, { lifecycle: 'pending' });
    expect(data!.rows.map((job) => [job.id, job.title, job.company_name])).toEqual([
      [7, 'Aged Care Support Worker', 'Harbour Health Network'],
      [6, 'DevOps Engineer', 'Maple Tech Solutions'],
    ]);
    expect(
      (await listAdminJobs(t.admin, { lifecycle: 'draft' })).data!.rows.map((job) => job.id),
    ).toContain(10);
    expect(
      (await listAdminJobs(t.admin, { lifecycle: 'rejected' })).data!.rows.map((job) => job.id),
    ).toEqual([8]);
    // seed.sql's two expired jobs (9 and 11) plus the catalogue's expired ones: as the database counts them.
    const expired = await listAdminJobs(t.admin, { lifecycle: 'expired', pageSize: 100 });
    const { count: expiredCount } = await t.backend.server
      .serviceClient()
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'published')
      .eq('approved', true)
      .lte('expires_at', new Date().toISOString());
    expect(expired.data!.total).toBe(expiredCount);
    expect(expired.data!.rows.map((job) => job.id)).toEqual(expect.arrayContaining([9, 11]));
  });

  it('searches titles and company names, word by word, and sorts by a column', async () => {
    expect(
      (await listAdminJobs(t.admin, { search: 'devops' })).data!.rows.map((job) => job.id),
    ).toEqual([6]);
    expect(
      (await listAdminJobs(t.admin, { search: 'thames' })).data!.rows.map((job) => job.id).sort(),
    ).toEqual([3, 8]);
    expect(
      (await listAdminJobs(t.admin, { search: 'maple analyst' })).data!.rows.map((job) => job.id),
    ).toEqual([9]);
    expect((await listAdminJobs(t.admin, { search: '100%_' })).data!.total).toBe(0);
    const byTitle = await listAdminJobs(t.admin, {
      sort: { key: 'title', ascending: true },
      pageSize: 3,
    });
    // The first three titles in the database's own order, whichever jobs the seed files add.
    const { data: firstTitles } = await t.backend.server
      .serviceClient()
      .from('jobs')
      .select('title')
      .order('title', { ascending: true })
      .order('id', { ascending: true })
      .limit(3);
    expect(byTitle.data!.rows.map((job) => job.title)).toEqual(
      firstTitles!.map((job) => job.title),
    );

    const mostApplied = await listAdminJobs(t.admin, {
      sort: { key: 'applications_count', ascending: false },
      pageSize: 1,
    });
    expect(mostApplied.data!.rows[0]).toMatchObject({ id: 1, applications_count: 3 });
  });

  it('an employer sees its own jobs and live ones, a candidate only live ones (RLS)', async () => {
    const own = await listAdminJobs(t.employer, { lifecycle: 'pending' });
    expect(own.data!.rows.map((job) => job.id)).toEqual([6]);
    const live = await listAdminJobs(t.candidate);
    expect(live.data!.rows.every((job) => job.lifecycle === 'active')).toBe(true);
    // The five live sample jobs, plus live jobs an area's seed adds; never a blocked employer's.
    expect(live.data!.total).toBeGreaterThanOrEqual(5);
    expect(live.data!.rows.map((job) => job.company_name)).not.toContain('Northwind Staffing');
  });

  it('approving a queued job takes it off the queue and shows it to visitors; rejecting too', async () => {
    expect((await approveJob(t.employer, 6)).error).not.toBeNull();
    const approved = await approveJob(t.admin, 6);
    expect(approved.data).toMatchObject({ id: 6, approved: true });
    const queue = await listAdminJobs(t.admin, { lifecycle: 'pending' });
    expect(queue.data!.rows.map((job) => job.id)).toEqual([7]);
    const visitor = await searchJobs(t.backend.anon(), { keyword: 'DevOps' });
    expect(visitor.data!.jobs.map((job) => job.title)).toEqual(['DevOps Engineer']);

    expect((await rejectJob(t.candidate, 7, 'Not a job we can list.')).error).not.toBeNull();
    expect((await rejectJob(t.admin, 7, 'The salary is missing.')).data).toMatchObject({
      approved: false,
      rejection_reason: 'The salary is missing.',
    });
    expect((await listAdminJobs(t.admin, { lifecycle: 'pending' })).data!.total).toBe(0);
  });

  it('featured jobs come first in the Featured Jobs Manager; only an admin features', async () => {
    expect((await setJobFeatured(t.employer, 1, false)).error?.code).toBe('42501');
    expect((await setJobFeatured(t.admin, 4, true)).data).toMatchObject({ featured: true });
    // One page holds every featured job and some that are not (the catalogue features a few dozen).
    const { data } = await listAdminJobs(t.admin, {
      lifecycle: 'active',
      featuredFirst: true,
      pageSize: 100,
    });
    const flags = data!.rows.map((job) => job.featured);
    expect(flags).toContain(false);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(data!.rows.filter((job) => job.featured).map((job) => job.id)).toContain(4);
  });
});

describe("the admin mocks answer with the backend's shapes", () => {
  const queries: Record<
    string,
    (client: GlobalHireClient) => Promise<{ data: unknown; error: unknown }>
  > = {
    listAdminJobs: (client) => listAdminJobs(client),
    listAdminEmployers: (client) => listAdminEmployers(client),
    listAdminCandidates: (client) => listAdminCandidates(client),
    listUserAccounts: (client) => listUserAccounts(client),
    listEmployerOptions: (client) => listEmployerOptions(client),
    listAdminApplications: (client) => listAdminApplications(client),
    listAdminContent: (client) => listAdminContent(client),
    getAdminAnalytics: (client) => getAdminAnalytics(client),
  };
  const mocks = startMockServer(defaultHandlers);

  it.each(Object.keys(queries))('%s', async (name) => {
    const query = queries[name]!;
    const fromBackend = await query(t.admin);
    mocks.listen({ onUnhandledRequest: 'error' });
    const fromMocks = await query(mockClient()).finally(() => mocks.close());
    expect(fromBackend.error).toBeNull();
    expect(fromMocks.error).toBeNull();
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });
});
