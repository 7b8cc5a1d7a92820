import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getAdminDashboardStats,
  getArticle,
  getFeaturedJobs,
  getHomeStats,
  getJob,
  getProfile,
  listArticles,
  listFaqs,
  searchJobs,
  sendContactMessage,
  signIn,
  getEmployerBySlug,
  getCandidateDashboardStats,
} from '../src';
import { defaultHandlers, fixtures, handlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';

const server = startMockServer(defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MSW handlers answer with the wire shapes supabase-js expects', () => {
  it('home stats: counts from Content-Range, per scenario', async () => {
    server.use(handlers.homeStats({ totalJobs: 128, newJobs: 12 }));
    expect((await getHomeStats(mockClient())).data).toEqual({ totalJobs: 128, newJobs: 12 });
    server.use(handlers.homeStats.empty());
    expect((await getHomeStats(mockClient())).data).toEqual({ totalJobs: 0, newJobs: 0 });
    server.use(handlers.homeStats.error(500));
    const failed = await getHomeStats(mockClient());
    expect(failed.data).toBeNull();
    expect(failed.error?.status).toBe(500);
  });

  it('admin stats: seven counts told apart by their filters', async () => {
    server.use(handlers.adminStats());
    expect((await getAdminDashboardStats(mockClient())).data).toEqual(fixtures.adminStats);
  });

  it('profile: a row, or null when there is none (maybeSingle)', async () => {
    expect((await getProfile(mockClient(), fixtures.profiles.candidate.id)).data).toEqual(fixtures.profiles.candidate);
    server.use(handlers.profile.empty());
    expect(await getProfile(mockClient(), 'x')).toEqual({ data: null, error: null });
  });

  it('job search: paging, sort, facets and converted salaries from the search_jobs mock', async () => {
    const { data } = await searchJobs(mockClient(), { pageSize: 2, page: 2 });
    expect(data).toMatchObject({ total: fixtures.searchJobFixtures.length, page: 2, pageCount: 4, sort: 'newest' });
    expect(data!.jobs.map((j) => j.id)).toEqual([1, 2]);
    const bySalary = await searchJobs(mockClient(), { sort: 'salary', salaryCurrency: 'GBP', minSalary: 40000 });
    // 132,000 USD; 150,000 CAD; 45 EUR an hour; 65,000 GBP; 110,000 AUD; 96,000 NZD (the JPY and no-salary jobs are out).
    expect(bySalary.data!.jobs.map((j) => j.id)).toEqual([8, 1, 7, 3, 2, 4]);
    expect(bySalary.data!.jobs.find((j) => j.id === 3)!.salary_converted).toEqual({
      min: 50000,
      max: 65000,
      currency: 'GBP',
    });
    const remote = await searchJobs(mockClient(), { keyword: 'soft', workType: 'remote' });
    expect(remote.data!.jobs.map((j) => j.title)).toEqual(['Freelance Software Tester']);
    expect(remote.data!.facets.workType).toEqual([
      { value: 'hybrid', count: 1 },
      { value: 'remote', count: 1 },
    ]);
    server.use(handlers.searchJobs.empty());
    expect((await searchJobs(mockClient())).data).toMatchObject({ jobs: [], total: 0 });
  });

  it('job by id, featured jobs, employer page', async () => {
    expect((await getJob(mockClient(), 1)).data?.title).toBe(fixtures.jobDetail.title);
    server.use(handlers.job.empty());
    expect((await getJob(mockClient(), 99)).data).toBeNull();
    expect((await getFeaturedJobs(mockClient())).data).toHaveLength(3);
    expect((await getEmployerBySlug(mockClient(), 'maple-tech-solutions')).data?.jobs).toHaveLength(1);
  });

  it('content: articles, an article, FAQs', async () => {
    expect((await listArticles(mockClient())).data).toHaveLength(3);
    expect((await getArticle(mockClient(), 'skilled-worker-visa-uk-guide')).data?.body).toContain('Skilled Worker');
    expect((await listFaqs(mockClient())).data).toHaveLength(3);
  });

  it('writes and RPCs: contact message, candidate dashboard', async () => {
    expect((await sendContactMessage(mockClient(), { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })).error).toBeNull();
    expect((await getCandidateDashboardStats(mockClient())).data).toEqual(fixtures.candidateStats);
  });

  it('auth: GoTrue error codes come through', async () => {
    server.use(handlers.signIn.empty());
    const failed = await signIn(mockClient(), { email: 'a@example.com', password: 'wrong' });
    expect(failed.error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials', status: 400 });
    server.use(handlers.signIn());
    expect((await signIn(mockClient(), { email: 'candidate@globalhire.local', password: 'x' })).data?.user.email).toBe('candidate@globalhire.local');
  });
});
