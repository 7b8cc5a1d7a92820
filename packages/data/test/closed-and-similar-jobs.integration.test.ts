import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClosedJob, getJob, getSimilarJobs } from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

// seed.sql: 1 live (Maple Tech, IT, Canada), 6 pending, 8 rejected, 9 expired (QA Analyst),
// 10 draft. seeds/70_catalogue.sql: 1181 expired, 1006 taken down by its employer.
describe('a closed job through closed_job()', () => {
  it('gives a visitor the public fields of an expired job the live-jobs policy hides', async () => {
    const anon = backend.anon();
    expect((await getJob(anon, 9)).data).toBeNull();
    const { data, error } = await getClosedJob(anon, 9);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: 9,
      title: 'QA Analyst',
      company: { company_name: 'Maple Tech Solutions', slug: 'maple-tech-solutions' },
      location: 'Toronto, Canada',
      salary_currency: 'CAD',
      reason: 'expired',
    });
    expect(new Date(data!.closed_at!).getTime()).toBeLessThan(Date.now());
    expect(data).not.toHaveProperty('description');
  });

  it('says a job taken down by its employer was closed, not expired', async () => {
    const { data } = await getClosedJob(backend.anon(), 1006);
    expect(data).toMatchObject({ id: 1006, reason: 'closed' });
  });

  it('knows nothing of live, pending, rejected, draft or missing jobs', async () => {
    const anon = backend.anon();
    for (const id of [1, 6, 8, 10, 999_999]) {
      expect((await getClosedJob(anon, id)).data, `job ${id}`).toBeNull();
    }
    expect((await getClosedJob(anon, -3)).data).toBeNull();
  });
});

describe('similar jobs through similar_jobs()', () => {
  it('lists live jobs of the same category, country or skills, most relevant first, never the job itself', async () => {
    const anon = backend.anon();
    const { data, error } = await getSimilarJobs(anon, 1, 6);
    expect(error).toBeNull();
    expect(data!.length).toBe(6);
    expect(data!.map((job) => job.id)).not.toContain(1);
    // Every one shares the category (IT) or the country (Canada) of the Senior Software Engineer.
    expect(data!.every((job) => job.category === 'it' || job.country === 'canada')).toBe(true);
    // The most relevant: an IT job in Canada.
    expect(data![0]).toMatchObject({ category: 'it', country: 'canada' });
    expect(data![0]!.company?.company_name).toBeTruthy();
    // Each is live: a visitor can open it.
    for (const job of data!) expect((await getJob(anon, job.id)).data?.id).toBe(job.id);
  });

  it('offers live jobs on a closed job page', async () => {
    const { data } = await getSimilarJobs(backend.anon(), 1181, 4);
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.map((job) => job.id)).not.toContain(1181);
  });

  it('tells a visitor nothing about a job that never went live', async () => {
    expect((await getSimilarJobs(backend.anon(), 6)).data).toEqual([]);
  });
});
