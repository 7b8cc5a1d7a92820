import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('employer_dashboard_stats()', () => {
  it('gives the demo employer its figures from the data', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { data, error } = await employer.rpc('employer_dashboard_stats').single();
    expect(error).toBeNull();
    // Seed: jobs 1 (live, featured), 6 (pending), 9 (expired) and 10 (draft); five applications.
    expect(data).toMatchObject({
      total_jobs: 4,
      active_jobs: 1,
      expired_jobs: 1,
      pending_jobs: 1,
      rejected_jobs: 0,
      draft_jobs: 1,
      total_views: 1284 + 412,
      total_applications: 5,
      new_applications: 1,
      interview_applications: 1,
      hired_applications: 1,
      rejected_applications: 2,
      featured_jobs: 1,
      featured_slots: 2,
      featured_slots_left: 1,
      plan: 'premium',
      posting_limit: 5,
    });
    expect((data as { plan_days_left: number }).plan_days_left).toBeGreaterThan(0);
  });

  it('counts nothing for an employer without jobs', async () => {
    const employer = await signIn(server, seedUsers.pendingEmployer.email);
    const { data } = await employer.rpc('employer_dashboard_stats').single();
    expect(data).toMatchObject({
      total_jobs: 0,
      total_applications: 0,
      plan: 'free',
      posting_limit: 1,
      featured_slots: 0,
    });
  });
});

describe('candidate_dashboard_stats()', () => {
  it('gives the demo candidate the six cards’ figures', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { data, error } = await candidate.rpc('candidate_dashboard_stats').single();
    expect(error).toBeNull();
    const service = server.serviceClient();
    const unread = await service
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', seedUsers.candidate.id)
      .is('read_at', null);
    // Jobs Saved is the real count of the candidate's saved jobs (live or closed).
    const saved = await service
      .from('saved_jobs')
      .select('job_id', { count: 'exact', head: true })
      .eq('candidate_id', seedUsers.candidate.id);
    expect(saved.count).toBeGreaterThanOrEqual(4);
    expect(data).toMatchObject({
      applications_submitted: 3,
      applications_in_progress: 2,
      jobs_saved: saved.count,
      visa_case_status: 'in_progress',
      visa_steps_done: 2,
      visa_steps_total: 6,
      unread_notifications: unread.count,
    });
    expect((data as { job_recommendations: number }).job_recommendations).toBeGreaterThan(0);
  });

  it('recommends live jobs in the candidate’s preferred countries that they have not applied to', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    // The catalogue (seeds/70_catalogue.sql) has more matches than one page: ask for the most.
    const { data } = await candidate.rpc('recommended_jobs', { max_results: 100 });
    const jobs = data as { id: number; country: string; category: string }[];
    const ids = jobs.map((j) => j.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(3);
    expect(ids).toContain(5);
    // Priya prefers IT jobs in Canada, the UK, Ireland and New Zealand (seed.sql).
    const preferredCountries = ['canada', 'united-kingdom', 'ireland', 'new-zealand'];
    expect(
      jobs.filter((j) => j.category !== 'it' && !preferredCountries.includes(j.country)),
    ).toEqual([]);
  });

  it('is not offered to anonymous visitors', async () => {
    const { error } = await server.client().rpc('candidate_dashboard_stats');
    expect(error).not.toBeNull();
  });
});
