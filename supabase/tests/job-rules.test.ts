import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRow } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();
const day = 24 * 60 * 60 * 1000;

describe('what visitors see of jobs', () => {
  it('shows anonymous visitors exactly the approved, published, unexpired jobs', async () => {
    const all = await service().from('jobs').select('id, company_id, approved, status, expires_at').order('id');
    // A blocked employer's jobs leave the public site (supabase/seeds/60_moderation.sql seeds one).
    const blocked = await service().from('profiles').select('id').not('blocked_at', 'is', null);
    const blockedIds = new Set((blocked.data ?? []).map((p) => p.id));
    const now = Date.now();
    const live = (all.data ?? [])
      .filter((j) => j.approved === true && j.status === 'published' && (j.expires_at === null || Date.parse(j.expires_at) > now))
      .filter((j) => !blockedIds.has(j.company_id))
      .map((j) => j.id);

    const { data, count, error } = await server.client().from('jobs').select('id', { count: 'exact' }).order('id');
    expect(error).toBeNull();
    expect(data?.map((j) => j.id)).toEqual(live);
    expect(count).toBe(live.length);
    // The sample jobs are live; pending (6, 7), rejected (8), expired (9, 11) and draft (10) are not.
    expect(live).toEqual(expect.arrayContaining([1, 2, 3, 5]));
    for (const hidden of [6, 7, 8, 9, 10, 11]) expect(live).not.toContain(hidden);
  });

  it('embeds the company of each live job for visitors', async () => {
    const { data, error } = await server.client()
      .from('jobs')
      .select('id, title, salary_min, salary_max, salary_currency, company:profiles!jobs_company_id_fkey(company_name, slug)')
      .eq('id', 3)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 3,
      title: 'Data Analyst',
      salary_min: 50000,
      salary_max: 65000,
      salary_currency: 'GBP',
      company: { company_name: 'Thames Analytics', slug: 'thames-analytics' },
    });
  });

  it('finds jobs by full-text keyword over title, tags and description', async () => {
    const { data, error } = await server.client()
      .from('jobs')
      .select('id')
      .textSearch('search', 'nurse emergency', { type: 'websearch', config: 'english' });
    expect(error).toBeNull();
    expect(data?.map((j) => j.id)).toEqual([2]);
  });
});

describe('moderation', () => {
  it('refuses an employer who approves its own job', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { error } = await employer.from('jobs').update({ approved: true }).eq('id', 6);
    expect(error).toMatchObject({ code: '42501', message: 'Only an admin can approve, reject or feature a job.' });
  });

  it('refuses an employer who features its own job', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { error } = await employer.from('jobs').update({ featured: true }).eq('id', 6);
    expect(error).toMatchObject({ code: '42501', message: 'Only an admin can approve, reject or feature a job.' });
  });

  it('opens the plan’s visibility window when an admin approves a job, and the job goes live', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const { data, error } = await admin
      .from('jobs')
      .update({ approved: true })
      .eq('id', 6)
      .select('published_at, expires_at')
      .single();
    expect(error).toBeNull();
    // The employer is on the Premium plan: 30 days.
    expect(Date.parse(data!.expires_at) - Date.parse(data!.published_at)).toBe(30 * day);
    const visitor = await server.client().from('jobs').select('id').eq('id', 6);
    expect(visitor.data).toEqual([{ id: 6 }]);
    const notices = await service().from('notifications').select('title, link').eq('user_id', seedUsers.employer.id).eq('link', '/jobs/6');
    expect(notices.data).toEqual([{ title: 'Job approved', link: '/jobs/6' }]);
  });

  it('sends a rejected job back for approval when its employer edits it', async () => {
    const employer = await signIn(server, seedUsers.rejectedJobEmployer.email);
    const { data, error } = await employer
      .from('jobs')
      .update({ title: 'Junior Accountant (part-qualified)' })
      .eq('id', 8)
      .select('approved')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ approved: null });
  });
});

describe('plan limits', () => {
  const freeEmployer = seedUsers.freePlanEmployer;

  it('refuses a second active posting on the Free plan with the upgrade message', async () => {
    const employer = await signIn(server, freeEmployer.email);
    const { error } = await employer.from('jobs').insert(jobRow(freeEmployer.id, 'over-the-limit'));
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'Your Free plan allows 1 active job posting. Upgrade your plan to post more.',
    });
  });

  it('keeps drafts outside the limit, but not their publication', async () => {
    const employer = await signIn(server, freeEmployer.email);
    const draft = await employer
      .from('jobs')
      .insert(jobRow(freeEmployer.id, 'draft', { status: 'draft' }))
      .select('id, approved')
      .single();
    expect(draft.error).toBeNull();
    expect(draft.data?.approved).toBeNull();
    const publish = await employer.from('jobs').update({ status: 'published' }).eq('id', draft.data!.id);
    expect(publish.error?.message).toBe('Your Free plan allows 1 active job posting. Upgrade your plan to post more.');
  });

  it('lifts the limit once an admin activates the requested Premium plan', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const activation = await admin
      .from('subscriptions')
      .update({ status: 'active' })
      .eq('employer_id', freeEmployer.id)
      .eq('status', 'requested')
      .select('plan, period_start, period_end')
      .single();
    expect(activation.error).toBeNull();
    expect(activation.data?.plan).toBe('premium');

    const employer = await signIn(server, freeEmployer.email);
    const posted = await employer.from('jobs').insert(jobRow(freeEmployer.id, 'after-upgrade')).select('approved').single();
    expect(posted.error).toBeNull();
    expect(posted.data).toEqual({ approved: null });
    const plan = await employer.rpc('my_plan').single();
    expect(plan.data).toMatchObject({ plan: 'premium', posting_limit: 5, visibility_days: 30, active_postings: 2 });
  });
});

describe('job views', () => {
  it('counts a visitor’s page view but not the employer’s own', async () => {
    const before = (await service().from('jobs').select('view_count').eq('id', 1).single()).data!.view_count as number;
    const visitor = await server.client().rpc('record_job_view', { job_id: 1 });
    expect(visitor.data).toBe(before + 1);
    const employer = await signIn(server, seedUsers.employer.email);
    const own = await employer.rpc('record_job_view', { job_id: 1 });
    expect(own.data).toBeNull();
    const after = (await service().from('jobs').select('view_count').eq('id', 1).single()).data!.view_count;
    expect(after).toBe(before + 1);
  });
});
