import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';
import { seedUsers, signIn } from './support/personas.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('job_summaries', () => {
  it('gives the admin every job with its lifecycle and application counts', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const { data, count, error } = await admin
      .from('job_summaries')
      .select('id, company_name, lifecycle, applications_count', { count: 'exact' })
      .in('id', [1, 6, 8, 9, 10])
      .order('id');
    expect(error).toBeNull();
    expect(count).toBe(5);
    expect(data).toEqual([
      { id: 1, company_name: 'Maple Tech Solutions', lifecycle: 'active', applications_count: 3 },
      { id: 6, company_name: 'Maple Tech Solutions', lifecycle: 'pending', applications_count: 0 },
      { id: 8, company_name: 'Thames Analytics', lifecycle: 'rejected', applications_count: 0 },
      { id: 9, company_name: 'Maple Tech Solutions', lifecycle: 'expired', applications_count: 2 },
      { id: 10, company_name: 'Maple Tech Solutions', lifecycle: 'draft', applications_count: 0 },
    ]);
  });

  it('shows visitors live jobs only, without application counts they may not see', async () => {
    const { data } = await server.client().from('job_summaries').select('id, lifecycle, applications_count').eq('id', 1);
    expect(data).toEqual([{ id: 1, lifecycle: 'active', applications_count: 0 }]);
    const pending = await server.client().from('job_summaries').select('id').eq('id', 6);
    expect(pending.data).toEqual([]);
  });
});

describe('employer_summaries', () => {
  it('lists the admin every employer with active jobs and hires', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const { data } = await admin
      .from('employer_summaries')
      .select('company_name, employer_status, active_jobs, total_jobs, total_hires')
      .eq('id', seedUsers.employer.id)
      .single();
    expect(data).toEqual({
      company_name: 'Maple Tech Solutions',
      employer_status: 'premium',
      active_jobs: 1,
      total_jobs: 4,
      total_hires: 1,
    });
  });

  it('lets visitors list verified employers, but not one awaiting verification', async () => {
    const { data, error } = await server.client().from('employer_summaries').select('slug, active_jobs').order('slug');
    expect(error).toBeNull();
    const slugs = data?.map((e) => e.slug);
    expect(slugs).toContain('maple-tech-solutions');
    expect(slugs).not.toContain('southern-cross-construction');
  });
});

describe('candidate_summaries', () => {
  it('shows an employer only its applicants', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { data } = await employer.from('candidate_summaries').select('first_name, last_name').order('first_name');
    expect(data).toEqual([
      { first_name: 'Arjun', last_name: 'Patel' },
      { first_name: 'Priya', last_name: 'Sharma' },
      { first_name: 'Wei', last_name: 'Chen' },
    ]);
  });

  it('is closed to visitors', async () => {
    const { error } = await server.client().from('candidate_summaries').select('id');
    expect(error?.code).toBe('42501');
  });
});
