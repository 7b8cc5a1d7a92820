import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createLiveJob } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '../../packages/supabase-local/test/helpers/index.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Room for the postings this file creates: the employer is moved to the unlimited plan.
  await server.serviceClient().from('subscriptions').update({ plan: 'enterprise' }).eq('employer_id', seedUsers.employer.id).eq('status', 'active');
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
interface Email {
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
}

/** Notifications and queued emails written after `since` (ids), read as the database owner. */
async function newSince(since: { notification: number; email: number }) {
  const { db } = server.server;
  const notices = (await db.query<Notice & { user_id: string }>(
    'select user_id, kind, title, body, link from public.notifications where id > $1 order by id',
    [since.notification],
  )).rows;
  const emails = (await db.query<Email>(
    'select to_address, kind, subject, body, link from private.email_outbox where id > $1 order by id',
    [since.email],
  )).rows;
  return { notices, emails };
}
async function mark() {
  const { rows } = await server.server.db.query<{ notification: number; email: number }>(
    `select coalesce((select max(id) from public.notifications), 0)::int as notification,
            coalesce((select max(id) from private.email_outbox), 0)::int as email`,
  );
  return rows[0]!;
}

describe('hand-offs write a notification of their kind and queue its email, in the same transaction', () => {
  it('application received, status changed and withdrawn', async () => {
    const jobId = await createLiveJob(service(), 'handoff-apply');
    const candidate = await signIn(server, seedUsers.candidate.email);
    let since = await mark();
    const applied = await candidate.from('applications').insert({ job_id: jobId, candidate_id: seedUsers.candidate.id }).select('id').single();
    expect(applied.error).toBeNull();
    let written = await newSince(since);
    expect(written.notices).toEqual([
      expect.objectContaining({ user_id: seedUsers.employer.id, kind: 'application_received', title: 'New application', link: `/employer/jobs/${jobId}/applicants` }),
    ]);
    expect(written.emails).toEqual([
      expect.objectContaining({ to_address: seedUsers.employer.email, kind: 'application_received', subject: 'New application', link: `/employer/jobs/${jobId}/applicants` }),
    ]);

    const employer = await signIn(server, seedUsers.employer.email);
    since = await mark();
    expect((await employer.from('applications').update({ status: 'shortlisted' }).eq('id', applied.data!.id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices).toEqual([
      expect.objectContaining({ user_id: seedUsers.candidate.id, kind: 'application_status', body: 'Your application for "Test job handoff-apply" is now: Shortlisted.' }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([[seedUsers.candidate.email, 'application_status']]);

    since = await mark();
    expect((await candidate.from('applications').update({ status: 'withdrawn' }).eq('id', applied.data!.id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices.map((n) => [n.user_id, n.kind])).toEqual([[seedUsers.employer.id, 'application_withdrawn']]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([[seedUsers.employer.email, 'application_withdrawn']]);
  });

  it('a job submitted for review tells every admin; rejected with the reason or approved tells the employer', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    let since = await mark();
    const posted = await employer
      .from('jobs')
      .insert({ company_id: seedUsers.employer.id, title: 'Handoff Analyst', description: 'Numbers.', category: 'it', country: 'canada', location: 'Toronto' })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    let written = await newSince(since);
    const admins = (await service().from('profiles').select('id').eq('user_type', 'admin')).data!.map((p) => p.id);
    expect(written.notices.map((n) => n.user_id).sort()).toEqual([...admins].sort());
    expect(written.notices[0]).toMatchObject({ kind: 'job_submitted', title: 'Job waiting for approval', link: '/admin/jobs/approvals' });
    expect(written.notices[0]!.body).toContain('"Handoff Analyst"');
    expect(written.emails.map((e) => e.kind)).toEqual(admins.map(() => 'job_submitted'));

    const admin = await signIn(server, seedUsers.admin.email);
    const noReason = await admin.from('jobs').update({ approved: false }).eq('id', posted.data!.id);
    expect(noReason.error?.code).toBe('23514');
    expect(noReason.error?.message).toBe('Give the employer a reason for rejecting the job.');

    since = await mark();
    const reason = 'State the salary range.';
    expect((await admin.from('jobs').update({ approved: false, rejection_reason: reason }).eq('id', posted.data!.id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices).toEqual([
      expect.objectContaining({ user_id: seedUsers.employer.id, kind: 'job_rejected', body: `Your job "Handoff Analyst" was not approved. Reason: ${reason} Edit it to submit it again.` }),
    ]);
    expect(written.emails).toEqual([expect.objectContaining({ to_address: seedUsers.employer.email, kind: 'job_rejected' })]);
    expect(written.emails[0]!.body).toContain(reason);
    // The employer reads the reason on the job, but cannot write one.
    expect((await employer.from('jobs').select('rejection_reason').eq('id', posted.data!.id).single()).data).toEqual({ rejection_reason: reason });
    expect((await employer.from('jobs').update({ rejection_reason: 'Fine now' }).eq('id', posted.data!.id)).error?.code).toBe('42501');

    // Editing the rejected job resubmits it: the reason goes, the admins hear about it again.
    since = await mark();
    expect((await employer.from('jobs').update({ description: 'Numbers, with the salary.' }).eq('id', posted.data!.id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices.map((n) => n.kind)).toEqual(admins.map(() => 'job_submitted'));
    expect((await service().from('jobs').select('approved, rejection_reason').eq('id', posted.data!.id).single()).data).toEqual({ approved: null, rejection_reason: null });

    since = await mark();
    expect((await admin.from('jobs').update({ approved: true }).eq('id', posted.data!.id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices).toEqual([expect.objectContaining({ user_id: seedUsers.employer.id, kind: 'job_approved', link: `/jobs/${posted.data!.id}` })]);
    expect(written.emails.map((e) => e.kind)).toEqual(['job_approved']);
  });

  it('a job an admin posts or a draft notifies no one', async () => {
    const since = await mark();
    await createJob(service(), 'handoff-draft', { status: 'draft' });
    const admin = await signIn(server, seedUsers.admin.email);
    const posted = await admin.from('jobs').insert({ company_id: seedUsers.employer.id, title: 'Admin posted', category: 'it', country: 'canada' });
    expect(posted.error).toBeNull();
    const written = await newSince(since);
    expect(written.notices.filter((n) => n.kind === 'job_submitted')).toEqual([]);
  });

  it('plan confirmed or declined by an admin; an employer withdrawing their own request is not told', async () => {
    const employer = await signIn(server, seedUsers.freePlanEmployer.email);
    const admin = await signIn(server, seedUsers.admin.email);
    const request = async () =>
      (await employer.from('subscriptions').insert({ employer_id: seedUsers.freePlanEmployer.id, plan: 'enterprise' }).select('id').single()).data!.id;
    await service().from('subscriptions').update({ status: 'cancelled' }).eq('employer_id', seedUsers.freePlanEmployer.id).eq('status', 'requested');

    let id = await request();
    let since = await mark();
    expect((await admin.from('subscriptions').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    let written = await newSince(since);
    expect(written.notices).toEqual([expect.objectContaining({ user_id: seedUsers.freePlanEmployer.id, kind: 'plan_declined', title: 'Plan request declined' })]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([[seedUsers.freePlanEmployer.email, 'plan_declined']]);

    id = await request();
    since = await mark();
    expect((await employer.from('subscriptions').update({ status: 'cancelled' }).eq('id', id)).error).toBeNull();
    expect((await newSince(since)).notices).toEqual([]);

    id = await request();
    since = await mark();
    expect((await admin.from('subscriptions').update({ status: 'active' }).eq('id', id)).error).toBeNull();
    written = await newSince(since);
    expect(written.notices).toEqual([expect.objectContaining({ kind: 'plan_confirmed', title: 'Plan activated', body: 'Your Enterprise plan is active.' })]);
    expect(written.emails.map((e) => e.kind)).toEqual(['plan_confirmed']);
  });

  it('a muted kind, or emails turned off, still writes the in-app notification but queues no email', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const employer = await signIn(server, seedUsers.employer.email);
    const saved = await candidate.from('notification_preferences').upsert({ user_id: seedUsers.candidate.id, muted_kinds: ['application_status'] });
    expect(saved.error).toBeNull();
    const jobId = await createLiveJob(service(), 'handoff-muted');
    const applied = await candidate.from('applications').insert({ job_id: jobId, candidate_id: seedUsers.candidate.id }).select('id').single();
    let since = await mark();
    await employer.from('applications').update({ status: 'shortlisted' }).eq('id', applied.data!.id);
    let written = await newSince(since);
    expect(written.notices.map((n) => n.kind)).toEqual(['application_status']);
    expect(written.emails).toEqual([]);

    await candidate.from('notification_preferences').update({ email_enabled: false, muted_kinds: [] }).eq('user_id', seedUsers.candidate.id);
    since = await mark();
    await employer.from('applications').update({ status: 'interview' }).eq('id', applied.data!.id);
    written = await newSince(since);
    expect(written.notices.map((n) => n.kind)).toEqual(['application_status']);
    expect(written.emails).toEqual([]);
  });
});

describe('the notifications list', () => {
  it('lists unread first, then newest, and a user marks their own read but cannot change anything else', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { data, error } = await candidate.from('notifications').select('id, read_at, created_at').order('unread', { ascending: false }).order('created_at', { ascending: false });
    expect(error).toBeNull();
    const firstRead = data!.findIndex((n) => n.read_at !== null);
    expect(firstRead).toBeGreaterThan(0);
    expect(data!.slice(firstRead).every((n) => n.read_at !== null)).toBe(true);
    const unread = data!.filter((n) => n.read_at === null);
    const marked = await candidate.from('notifications').update({ read_at: new Date().toISOString() }).eq('user_id', seedUsers.candidate.id).is('read_at', null).select('id');
    expect(marked.data).toHaveLength(unread.length);
    const { count } = await candidate.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
    expect(count).toBe(0);
  });
});
