import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAdminDashboardStats,
  getArticle,
  getArticleForEdit,
  getContactThread,
  countUnhandledContactMessages,
  listAdminFaqs,
  listContactMessages,
  getCandidateDashboardStats,
  getEmployerBySlug,
  getEmployerDashboardJobs,
  getEmployerDashboardStats,
  getFeaturedJobs,
  getHomeStats,
  getJob,
  getMyApplicationForJob,
  getProfile,
  listArticles,
  listEmployers,
  listFaqs,
  searchJobs,
  getExchangeRates,
  getSitemapPage,
  getSitemapSummary,
  getLiveJobCountries,
  type GlobalHireClient,
} from '../src';
import { defaultHandlers, fixtures } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

/**
 * The contract: one query set runs against supabase-local and against the MSW mocks, and the
 * results must have the same shape, so stories can never show data the backend cannot produce.
 */
interface Clients {
  anon: GlobalHireClient;
  admin: GlobalHireClient;
  employer: GlobalHireClient;
  employerId: string;
  candidate: GlobalHireClient;
  candidateId: string;
}

const querySet: Record<string, (c: Clients) => Promise<unknown>> = {
  profile: (c) => getProfile(c.employer, c.employerId),
  homeStats: (c) => getHomeStats(c.anon),
  adminStats: (c) => getAdminDashboardStats(c.admin),
  employerDashboardJobs: (c) => getEmployerDashboardJobs(c.employer, c.employerId),
  searchJobs: (c) => searchJobs(c.anon, { pageSize: 5 }),
  searchJobsConverted: (c) => searchJobs(c.anon, { pageSize: 5, keyword: 'engineer', salaryCurrency: 'GBP', sort: 'salary' }),
  exchangeRates: (c) => getExchangeRates(c.anon),
  job: (c) => getJob(c.anon, 1),
  featuredJobs: (c) => getFeaturedJobs(c.anon),
  employerBySlug: (c) => getEmployerBySlug(c.anon, 'maple-tech-solutions'),
  employers: (c) => listEmployers(c.anon),
  myApplication: (c) => getMyApplicationForJob(c.candidate, c.candidateId, 1),
  articles: (c) => listArticles(c.anon),
  article: (c) => getArticle(c.anon, '1'),
  faqs: (c) => listFaqs(c.anon),
  employerDashboardStats: (c) => getEmployerDashboardStats(c.employer),
  candidateDashboardStats: (c) => getCandidateDashboardStats(c.candidate),
  contactMessages: (c) => listContactMessages(c.admin),
  unhandledContactMessages: (c) => countUnhandledContactMessages(c.admin),
  // Marco's message has a reply, in the seed and in the fixtures.
  contactThread: async (c) => {
    const found = await listContactMessages(c.admin, { search: 'Marco' });
    return getContactThread(c.admin, found.data!.rows[0]!.id);
  },
  articleForEdit: (c) => getArticleForEdit(c.admin, 1),
  adminFaqs: (c) => listAdminFaqs(c.admin),
  sitemapSummary: (c) => getSitemapSummary(c.anon, { pageSize: 3, reserved: 1 }),
  sitemapPage: (c) => getSitemapPage(c.anon, 2, { pageSize: 4, reserved: 1 }),
  liveJobCountries: (c) => getLiveJobCountries(c.anon),
};

let backend: Backend;
let real: Clients;
const mocked: Clients = {
  anon: mockClient(),
  admin: mockClient(),
  employer: mockClient(),
  employerId: fixtures.profiles.employer.id,
  candidate: mockClient(),
  candidateId: fixtures.profiles.candidate.id,
};
const mockServer = startMockServer(defaultHandlers);

beforeAll(async () => {
  backend = await startBackend();
  const [admin, employer, candidate] = await Promise.all([
    backend.as('admin'),
    backend.as('employer'),
    backend.as('candidate'),
  ]);
  real = {
    anon: backend.anon(),
    admin: admin.client,
    employer: employer.client,
    employerId: employer.userId,
    candidate: candidate.client,
    candidateId: candidate.userId,
  };
});
afterAll(() => backend?.stop());

async function withMocks<T>(run: () => Promise<T>): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    return await run();
  } finally {
    mockServer.close();
  }
}

describe('mocks and supabase-local return the same shapes', () => {
  it.each(Object.keys(querySet))('%s', async (name) => {
    const query = querySet[name]!;
    const fromBackend = await query(real);
    const fromMocks = await withMocks(() => query(mocked));
    expect((fromBackend as { error: unknown }).error).toBeNull();
    expect((fromMocks as { error: unknown }).error).toBeNull();
    // A null result would match any shape: both sides must really answer with data.
    expect((fromBackend as { data: unknown }).data).not.toBeNull();
    expect((fromMocks as { data: unknown }).data).not.toBeNull();
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });

  it('would catch a fixture whose shape drifted from the backend', async () => {
    const fromBackend = await getJob(real.anon, 1);
    const drifted = { ...fixtures.jobDetail, companyName: 'Renamed key' } as Record<
      string,
      unknown
    >;
    delete drifted.company;
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf({ data: drifted, error: null }))).toEqual(
      ['$.data.company: only in the first', '$.data.companyName: only in the second'],
    );
  });
});
