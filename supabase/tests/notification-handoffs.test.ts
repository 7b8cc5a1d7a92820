import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveJob, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Hand-offs around applications and plans, muted kinds, and the notifications list.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Room for the postings this file creates.
  await giveEmployerUnlimitedPlan(server.serviceClient());
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

describe('hand-offs write a notification of their kind and queue its email, in the same transaction', () => {
  it('application received, status changed and withdrawn', async () => {
    const jobId = await createLiveJob(service(), 'handoff-apply');
    const candidate = await signIn(server, seedUsers.candidate.email);
    let since = await mark(server);
    const applied = await candidate
      .from('applications')
      .insert({ job_id: jobId, candidate_id: seedUsers.candidate.id })
      .select('id')
      .single();
    expect(applied.error).toBeNull();
    let written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.employer.id,
        kind: 'application_received',
        title: 'New application',
        link: `/employer/jobs/${jobId}/applicants`,
      }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.employer.email, 'application_received'],
      [seedUsers.candidate.email, 'application_submitted'],
    ]);
    const [received, receipt] = await Promise.all(written.emails.map(renderQueued));
    expect(received!.subject).toBe('New application: Test job handoff-apply');
    expect(received!.html).toContain(`https://globalhire.test/employer/jobs/${jobId}/applicants`);
    // The employer's footer leads to their own notification settings.
    expect(received!.html).toContain('https://globalhire.test/employer/notifications');
    expect(received!.headers['List-Unsubscribe']).toContain('kind=application_received');
    expect(receipt!.subject).toBe('Application sent: Test job handoff-apply');
    expect(receipt!.text).toContain('We will email you when the employer moves your application on.');

    const employer = await signIn(server, seedUsers.employer.email);
    since = await mark(server);
    expect(
      (
        await employer
          .from('applications')
          .update({ status: 'shortlisted' })
          .eq('id', applied.data!.id)
      ).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.candidate.id,
        kind: 'application_status',
        body: 'Your application for "Test job handoff-apply" is now: Shortlisted.',
      }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.candidate.email, 'application_status'],
    ]);
    const status = await renderQueued(written.emails[0]!);
    expect(status.subject).toBe('Your application for Test job handoff-apply: Shortlisted');
    expect(status.text).toContain('See your applications https://globalhire.test/applicant/applications');

    since = await mark(server);
    expect(
      (
        await candidate
          .from('applications')
          .update({ status: 'withdrawn' })
          .eq('id', applied.data!.id)
      ).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices.map((n) => [n.user_id, n.kind])).toEqual([
      [seedUsers.employer.id, 'application_withdrawn'],
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.employer.email, 'application_withdrawn'],
    ]);
    expect((await renderQueued(written.emails[0]!)).subject).toBe(
      'Application withdrawn: Test job handoff-apply',
    );
  });

  it('plan confirmed or declined by an admin; an employer withdrawing their own request is not told', async () => {
    const employer = await signIn(server, seedUsers.freePlanEmployer.email);
    const admin = await signIn(server, seedUsers.admin.email);
    const request = async () =>
      (
        await employer
          .from('subscriptions')
          .insert({ employer_id: seedUsers.freePlanEmployer.id, plan: 'enterprise' })
          .select('id')
          .single()
      ).data!.id;
    await service()
      .from('subscriptions')
      .update({ status: 'cancelled' })
      .eq('employer_id', seedUsers.freePlanEmployer.id)
      .eq('status', 'requested');

    let id = await request();
    let since = await mark(server);
    expect(
      (await admin.from('subscriptions').update({ status: 'cancelled' }).eq('id', id)).error,
    ).toBeNull();
    let written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.freePlanEmployer.id,
        kind: 'plan_declined',
        title: 'Plan request declined',
      }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.freePlanEmployer.email, 'plan_declined'],
    ]);
    const declined = await renderQueued(written.emails[0]!);
    expect(declined.subject).toBe('Plan request declined: Enterprise');
    expect(declined.text).toContain('Your current plan stays as it is');

    id = await request();
    since = await mark(server);
    expect(
      (await employer.from('subscriptions').update({ status: 'cancelled' }).eq('id', id)).error,
    ).toBeNull();
    expect((await newSince(server, since)).notices).toEqual([]);

    id = await request();
    since = await mark(server);
    expect(
      (await admin.from('subscriptions').update({ status: 'active' }).eq('id', id)).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        kind: 'plan_confirmed',
        title: 'Plan activated',
        body: 'Your Enterprise plan is active.',
      }),
    ]);
    expect(written.emails.map((e) => e.kind)).toEqual(['plan_confirmed']);
    // The period's end is an instant, written in the employer's zone (UTC until they choose one).
    const periodEnd = (
      await service().from('subscriptions').select('period_end').eq('id', id).single()
    ).data!.period_end!;
    expect(written.emails[0]!.facts).toMatchObject({ plan: 'enterprise' });
    expect(Date.parse(String(written.emails[0]!.facts!.periodEnd))).toBe(Date.parse(periodEnd));
    const confirmed = await renderQueued(written.emails[0]!);
    expect(confirmed.subject).toBe('Your Enterprise plan is active');
    expect(confirmed.text).toMatch(/Active job postings\s+Unlimited/);
    expect(confirmed.text).toMatch(/Active until\s+\w+day \d{1,2} \w+ \d{4}, \d\d:\d\d \((UTC|.+ time)\)/);
  });

  it('a muted kind, or emails turned off, still writes the in-app notification but queues no email', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const employer = await signIn(server, seedUsers.employer.email);
    const saved = await candidate
      .from('notification_preferences')
      .upsert({ user_id: seedUsers.candidate.id, muted_kinds: ['application_status'] });
    expect(saved.error).toBeNull();
    const jobId = await createLiveJob(service(), 'handoff-muted');
    const applied = await candidate
      .from('applications')
      .insert({ job_id: jobId, candidate_id: seedUsers.candidate.id })
      .select('id')
      .single();
    let since = await mark(server);
    await employer
      .from('applications')
      .update({ status: 'shortlisted' })
      .eq('id', applied.data!.id);
    let written = await newSince(server, since);
    expect(written.notices.map((n) => n.kind)).toEqual(['application_status']);
    expect(written.emails).toEqual([]);

    await candidate
      .from('notification_preferences')
      .update({ email_enabled: false, muted_kinds: [] })
      .eq('user_id', seedUsers.candidate.id);
    since = await mark(server);
    await employer.from('applications').update({ status: 'interview' }).eq('id', applied.data!.id);
    written = await newSince(server, since);
    expect(written.notices.map((n) => n.kind)).toEqual(['application_status']);
    expect(written.emails).toEqual([]);
  });
});

describe('the notifications list', () => {
  it('lists unread first, then newest, and a user marks their own read but cannot change anything else', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { data, error } = await candidate
      .from('notifications')
      .select('id, read_at, created_at')
      .order('unread', { ascending: false })
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const firstRead = data!.findIndex((n) => n.read_at !== null);
    expect(firstRead).toBeGreaterThan(0);
    expect(data!.slice(firstRead).every((n) => n.read_at !== null)).toBe(true);
    const unread = data!.filter((n) => n.read_at === null);
    const marked = await candidate
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('user_id', seedUsers.candidate.id)
      .is('read_at', null)
      .select('id');
    expect(marked.data).toHaveLength(unread.length);
    const { count } = await candidate
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(count).toBe(0);
  });
});
