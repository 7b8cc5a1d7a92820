import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCandidateDashboardStats,
  getJob,
  listRecommendedJobs,
  type GlobalHireClient,
} from '../src';
import { defaultHandlers, handlers } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

let backend: Backend;
let candidate: GlobalHireClient;
const mockServer = startMockServer(defaultHandlers);

beforeAll(async () => {
  backend = await startBackend();
  candidate = (await backend.as('candidate')).client;
});
afterAll(() => backend?.stop());

async function withMocks<T>(run: () => Promise<T>, extra: Parameters<typeof mockServer.use> = []) {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(...extra);
  try {
    return await run();
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

// seed.sql: the demo candidate prefers IT jobs in Canada, the UK, Ireland and New Zealand and
// applied to jobs 1 and 3.
describe('recommended jobs for the dashboard', () => {
  it('lists a few live jobs as cards, by the rule the Job Recommendations count uses', async () => {
    const { data, error } = await listRecommendedJobs(candidate, 4);
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    const all = await candidate.rpc('recommended_jobs', { max_results: 100 });
    const recommended = (all.data ?? []).map((job) => job.id);
    // The same jobs, in the function's order (featured first, then newest).
    expect(data!.map((job) => job.id)).toEqual(recommended.slice(0, 4));
    expect(data!.map((job) => job.id)).not.toContain(1);
    expect(data!.map((job) => job.id)).not.toContain(3);
    for (const job of data!) {
      expect(job.company?.company_name).toBeTruthy();
      // Each is live: its card opens a job page.
      expect((await getJob(candidate, job.id)).data?.id).toBe(job.id);
    }
    const stats = await getCandidateDashboardStats(candidate);
    const everyOne = await listRecommendedJobs(candidate, 100);
    expect(everyOne.data).toHaveLength(stats.data!.job_recommendations);
  });

  it('answers at most 100 jobs, and none for a limit below one', async () => {
    expect((await listRecommendedJobs(candidate, 10_000)).data!.length).toBeLessThanOrEqual(100);
    expect((await listRecommendedJobs(candidate, -5)).data).toEqual([]);
  });

  it('is refused to a visitor', async () => {
    const { data, error } = await listRecommendedJobs(backend.anon(), 4);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it('is mocked with the shape supabase-local answers', async () => {
    const real = await listRecommendedJobs(candidate, 3);
    const mocked = await withMocks(() => listRecommendedJobs(mockClient(), 3));
    expect(mocked.error).toBeNull();
    expect(mocked.data).toHaveLength(3);
    expect(shapeDifferences(shapeOf(real), shapeOf(mocked))).toEqual([]);
    const empty = await withMocks(
      () => listRecommendedJobs(mockClient(), 3),
      [handlers.recommendedJobs.empty()],
    );
    expect(empty).toEqual({ data: [], error: null });
  });
});
