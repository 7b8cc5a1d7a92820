import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToJob, getMyApplicationForJob } from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

describe('getMyApplicationForJob: has this candidate applied to this job?', () => {
  it('finds the seeded application and nothing for a job not applied to', async () => {
    const { client, userId } = await backend.as('candidate');
    const applied = await getMyApplicationForJob(client, userId, 1);
    expect(applied.error).toBeNull();
    expect(applied.data).toMatchObject({ id: 1, job_id: 1 });
    expect(Object.keys(applied.data!).sort()).toEqual(['created_at', 'id', 'job_id', 'status']);
    expect(await getMyApplicationForJob(client, userId, 4)).toEqual({ data: null, error: null });
  });

  it('sees a new application as soon as it is made', async () => {
    const { client, userId } = await backend.as('candidate');
    expect((await getMyApplicationForJob(client, userId, 2)).data).toBeNull();
    const made = await applyToJob(client, userId, { jobId: 2, coverLetter: 'Eight years of emergency nursing.' });
    expect(made.error).toBeNull();
    expect((await getMyApplicationForJob(client, userId, 2)).data).toMatchObject({ id: made.data!.id, status: 'new' });
  });

  it('never shows a candidate application to a visitor (RLS)', async () => {
    const { userId } = await backend.as('candidate');
    expect(await getMyApplicationForJob(backend.anon(), userId, 1)).toEqual({ data: null, error: null });
  });

  it('answers null for an id that cannot be a job, without asking the server', async () => {
    const { client, userId } = await backend.as('candidate');
    expect(await getMyApplicationForJob(client, userId, Number.NaN)).toEqual({ data: null, error: null });
  });
});
