import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyToJob, getMyApplicationForJob, getEmployerBySlug, getEmployerDashboardJobs, listEmployers, recordJobView, uploadCv } from '../src';
import { defaultHandlers, fixtures, handlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';

const server = startMockServer(defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const candidateId = fixtures.profiles.candidate.id;

describe('mocks for applying from a job page, job views and the employer directory', () => {
  it('my application: the row, or null when the candidate has not applied', async () => {
    expect((await getMyApplicationForJob(mockClient(), candidateId, 1)).data).toMatchObject({ id: fixtures.application.id, status: 'new' });
    server.use(handlers.myApplication.empty());
    expect(await getMyApplicationForJob(mockClient(), candidateId, 1)).toEqual({ data: null, error: null });
    server.use(handlers.myApplication.error(500));
    expect((await getMyApplicationForJob(mockClient(), candidateId, 1)).error?.status).toBe(500);
  });

  it('apply: the stored row echoes the job and cover letter sent; errors come back as values', async () => {
    const made = await applyToJob(mockClient(), candidateId, { jobId: 3, coverLetter: 'Hello' });
    expect(made.data).toMatchObject({ job_id: 3, cover_letter: 'Hello', status: 'new' });
    server.use(handlers.applyToJob.error(409));
    expect((await applyToJob(mockClient(), candidateId, { jobId: 3 })).error?.status).toBe(409);
  });

  it('CV upload answers with the stored path (outside a browser: supabase-js)', async () => {
    const progress: number[] = [];
    const file = new File(['%PDF-1.7'], 'My CV.pdf', { type: 'application/pdf' });
    const uploaded = await uploadCv(mockClient(), candidateId, file, { onProgress: (p) => progress.push(p), now: new Date(0) });
    expect(uploaded).toEqual({ data: { path: `${candidateId}/0-My-CV.pdf` }, error: null });
    expect(progress).toEqual([0, 1]);
    server.use(handlers.uploadCv.error(413));
    expect((await uploadCv(mockClient(), candidateId, file)).error).not.toBeNull();
  });

  it('job views and the employer directory', async () => {
    expect(await recordJobView(mockClient(), 1)).toEqual({ data: null, error: null });
    expect((await listEmployers(mockClient())).data?.map((e) => e.slug)).toEqual(fixtures.employers.map((e) => e.slug));
    server.use(handlers.employers.empty());
    expect((await listEmployers(mockClient())).data).toEqual([]);
  });

  it('the directory, the company page and dashboard counts are told apart on shared tables', async () => {
    expect((await getEmployerBySlug(mockClient(), 'maple-tech-solutions')).data?.employer.slug).toBe('maple-tech-solutions');
    expect((await getEmployerDashboardJobs(mockClient(), fixtures.profiles.employer.id)).data).toMatchObject({ applications: 14 });
  });
});
