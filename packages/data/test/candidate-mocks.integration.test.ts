import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMyVisaCases,
  listMyApplications,
  listMyInterviews,
  listSavedJobs,
  listMyJobAlerts,
  listSavedJobIds,
  removeMyFiles,
  setApplicationStatus,
  updateCandidateProfile,
  type GlobalHireClient,
} from '../src';
import { defaultHandlers, fixtures, handlers } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

/** The applicant panel's reads, run against supabase-local and the mocks: same shapes, so stories stay honest. */
const querySet: Record<
  string,
  (client: GlobalHireClient, candidateId: string) => Promise<{ data: unknown; error: unknown }>
> = {
  savedJobs: listSavedJobs,
  myApplications: listMyApplications,
  myInterviews: listMyInterviews,
  myVisaCases: getMyVisaCases,
  jobAlerts: listMyJobAlerts,
  savedJobIds: listSavedJobIds,
};

let backend: Backend;
let real: { client: GlobalHireClient; userId: string };
const mockServer = startMockServer(defaultHandlers);
const mocked = mockClient();
const mockedId = fixtures.profiles.candidate.id;

beforeAll(async () => {
  backend = await startBackend();
  real = await backend.as('candidate');
});
afterAll(() => backend?.stop());

async function withMocks<T>(
  run: () => Promise<T>,
  extra: Parameters<typeof mockServer.use> = [],
): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(...extra);
  try {
    return await run();
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

describe('applicant panel mocks answer as supabase-local does', () => {
  it.each(Object.keys(querySet))('%s', async (name) => {
    const query = querySet[name]!;
    const fromBackend = await query(real.client, real.userId);
    const fromMocks = await withMocks(() => query(mocked, mockedId));
    expect(fromBackend.error).toBeNull();
    expect(fromMocks.error).toBeNull();
    expect((fromBackend.data as unknown[]).length).toBeGreaterThan(0);
    expect((fromMocks.data as unknown[]).length).toBeGreaterThan(0);
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });

  it('every scenario of a list answers: empty is an empty list, error is an error', async () => {
    expect(
      await withMocks(() => listSavedJobs(mocked, mockedId), [handlers.savedJobs.empty()]),
    ).toEqual({ data: [], error: null });
    const failed = await withMocks(
      () => listMyApplications(mocked, mockedId),
      [handlers.myApplications.error(500)],
    );
    expect(failed.error?.status).toBe(500);
  });

  it('a withdrawal comes back withdrawn, for the application asked', async () => {
    const result = await withMocks(
      () => setApplicationStatus(mocked, 42, 'withdrawn'),
      [handlers.withdrawApplication()],
    );
    expect(result.data).toMatchObject({ id: 42, job_id: 2, status: 'withdrawn' });
  });

  it('a saved profile comes back with the fields sent', async () => {
    const result = await withMocks(
      () =>
        updateCandidateProfile(mocked, mockedId, {
          firstName: 'Carla',
          lastName: 'Mendes',
          preferredCountries: ['canada'],
        }),
      [handlers.updateCandidateProfile()],
    );
    expect(result.data).toMatchObject({
      first_name: 'Carla',
      user_type: 'candidate',
      preferred_countries: ['canada'],
    });
  });

  it('removing files ends even when a mocked folder keeps listing the same files', async () => {
    const result = await withMocks(
      () => removeMyFiles(mocked, mockedId),
      [handlers.listFiles(['cv.pdf'])],
    );
    expect(result).toEqual({ data: 4, error: null });
  });
});
