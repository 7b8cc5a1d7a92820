import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  decidePlanRequest,
  listPlanRequestsForAdmin,
  approveJob,
  getAdminAnalytics,
  listAdminCandidates,
  listAdminContent,
  listAdminJobs,
  setContentStatus,
  setEmployerStatus,
  setUserRole,
} from '../src';
import { defaultHandlers, handlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';

const server = startMockServer(defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('admin mocks behave like the lists they stand for', () => {
  it('plan requests are listed with their employer, and a decision comes back dated', async () => {
    const waiting = (await listPlanRequestsForAdmin(mockClient())).data!;
    expect(waiting.map((row) => row.employer?.company_name)).toEqual([
      'Emerald Logistics',
      'BrightPath Digital',
    ]);
    const confirmed = await decidePlanRequest(mockClient(), waiting[1]!.id, 'active');
    expect(confirmed.data).toMatchObject({ plan: 'enterprise', status: 'active' });
    expect(confirmed.data!.period_end).not.toBeNull();
    expect((await decidePlanRequest(mockClient(), 999, 'cancelled')).error?.code).toBe('not_found');
  });

  it('filter by lifecycle, search words, sort and page with an exact total', async () => {
    const pending = await listAdminJobs(mockClient(), { lifecycle: 'pending' });
    expect(pending.data!.rows.map((job) => job.title)).toEqual([
      'Aged Care Support Worker',
      'DevOps Engineer',
    ]);
    expect(
      (await listAdminJobs(mockClient(), { search: 'harbour' })).data!.rows.map((job) => job.id),
    ).toEqual([7, 2]);
    const byTitle = await listAdminJobs(mockClient(), { sort: { key: 'title', ascending: true } });
    expect(byTitle.data!.rows[0]!.title).toBe('Aged Care Support Worker');
    const featured = await listAdminJobs(mockClient(), {
      lifecycle: 'active',
      featuredFirst: true,
    });
    expect(featured.data!.rows.map((job) => job.featured)).toEqual([true, true, false]);
    const second = await listAdminJobs(mockClient(), { pageSize: 3, page: 2 });
    expect(second.data).toMatchObject({
      total: handlers.adminJobs.fixture.length,
      page: 2,
      pageCount: 3,
    });
    expect(second.data!.rows).toHaveLength(3);
    expect(
      (await listAdminCandidates(mockClient(), { search: 'tomasz', status: 'blocked' })).data!
        .total,
    ).toBe(1);
    expect(
      (await listAdminContent(mockClient(), { kind: 'faq', status: 'draft' })).data!.rows.map(
        (row) => row.id,
      ),
    ).toEqual([14]);
  });

  it('scenarios: empty and error', async () => {
    server.use(handlers.adminJobs.empty());
    expect((await listAdminJobs(mockClient())).data).toMatchObject({
      rows: [],
      total: 0,
      pageCount: 1,
    });
    server.use(handlers.adminJobs.error(500));
    expect((await listAdminJobs(mockClient())).error?.status).toBe(500);
  });

  it('moderation writes answer with the changed row', async () => {
    server.use(handlers.adminUpdateJob(), handlers.adminUpdateProfile());
    const approved = await approveJob(mockClient(), 7);
    expect(approved.data).toMatchObject({
      id: 7,
      approved: true,
      title: 'Aged Care Support Worker',
    });
    expect(approved.data!.expires_at).not.toBeNull();
    const verified = await setEmployerStatus(
      mockClient(),
      '00000000-0000-4000-8000-0000000000e7',
      'verified',
    );
    expect(verified.data).toMatchObject({
      employer_status: 'verified',
      company_name: 'Southern Cross Construction',
    });
    expect(
      (await setUserRole(mockClient(), '00000000-0000-4000-8000-0000000000c7', 'employer')).data,
    ).toEqual({
      id: '00000000-0000-4000-8000-0000000000c7',
      user_type: 'employer',
    });
    expect((await setContentStatus(mockClient(), 'faq', 14, 'published')).error).toBeNull();
  });

  it('analytics: counts per dimension, most first', async () => {
    const { data } = await getAdminAnalytics(mockClient());
    expect(data!.jobsByCategory[0]).toEqual({ key: 'it', total: 5 });
    expect(data!.jobsByLifecycle).toEqual({
      active: 5,
      pending: 2,
      expired: 2,
      rejected: 1,
      draft: 1,
      blocked: 0,
    });
    expect(data!.applicationsByStatus[0]).toEqual({ key: 'new', total: 3 });
  });
});
