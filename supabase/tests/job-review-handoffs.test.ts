import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Hand-offs of a job's review: submitted to every admin, rejected or approved to its employer.

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
  it('a job submitted for review tells every admin; rejected with the reason or approved tells the employer', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    let since = await mark(server);
    const posted = await employer
      .from('jobs')
      .insert({
        company_id: seedUsers.employer.id,
        title: 'Handoff Analyst',
        description: 'Numbers.',
        category: 'it',
        country: 'canada',
        location: 'Toronto',
      })
      .select('id')
      .single();
    expect(posted.error).toBeNull();
    let written = await newSince(server, since);
    const admins = (
      await service().from('profiles').select('id').eq('user_type', 'admin')
    ).data!.map((p) => p.id);
    expect(written.notices.map((n) => n.user_id).sort()).toEqual([...admins].sort());
    expect(written.notices[0]).toMatchObject({
      kind: 'job_submitted',
      title: 'Job waiting for approval',
      link: '/admin/jobs/approvals',
    });
    expect(written.notices[0]!.body).toContain('"Handoff Analyst"');
    expect(written.emails.map((e) => e.kind)).toEqual(admins.map(() => 'job_submitted'));
    const submitted = await renderQueued(written.emails[0]!);
    expect(submitted.subject).toBe('Job waiting for approval: Handoff Analyst');
    expect(submitted.text).toContain('Maple Tech Solutions submitted this job for review.');
    expect(submitted.text).toContain('https://globalhire.test/admin/jobs/approvals');

    const admin = await signIn(server, seedUsers.admin.email);
    const noReason = await admin.from('jobs').update({ approved: false }).eq('id', posted.data!.id);
    expect(noReason.error?.code).toBe('23514');
    expect(noReason.error?.message).toBe('Give the employer a reason for rejecting the job.');

    since = await mark(server);
    const reason = 'State the salary range.';
    expect(
      (
        await admin
          .from('jobs')
          .update({ approved: false, rejection_reason: reason })
          .eq('id', posted.data!.id)
      ).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.employer.id,
        kind: 'job_rejected',
        body: `Your job "Handoff Analyst" was not approved. Reason: ${reason} Edit it to submit it again.`,
      }),
    ]);
    expect(written.emails).toEqual([
      expect.objectContaining({ to_address: seedUsers.employer.email, kind: 'job_rejected' }),
    ]);
    const rejected = await renderQueued(written.emails[0]!);
    expect(rejected.subject).toBe('Job not approved: Handoff Analyst');
    expect(rejected.text).toContain(reason);
    expect(rejected.text).toContain('Edit the job to submit it again');
    // The employer reads the reason on the job, but cannot write one.
    expect(
      (await employer.from('jobs').select('rejection_reason').eq('id', posted.data!.id).single())
        .data,
    ).toEqual({ rejection_reason: reason });
    expect(
      (
        await employer
          .from('jobs')
          .update({ rejection_reason: 'Fine now' })
          .eq('id', posted.data!.id)
      ).error?.code,
    ).toBe('42501');

    // Editing the rejected job resubmits it: the reason goes, the admins hear about it again.
    since = await mark(server);
    expect(
      (
        await employer
          .from('jobs')
          .update({ description: 'Numbers, with the salary.' })
          .eq('id', posted.data!.id)
      ).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices.map((n) => n.kind)).toEqual(admins.map(() => 'job_submitted'));
    expect((await renderQueued(written.emails[0]!)).text).toContain(
      'Maple Tech Solutions edited this job, so it needs your decision again',
    );
    expect(
      (
        await service()
          .from('jobs')
          .select('approved, rejection_reason')
          .eq('id', posted.data!.id)
          .single()
      ).data,
    ).toEqual({ approved: null, rejection_reason: null });

    since = await mark(server);
    expect(
      (await admin.from('jobs').update({ approved: true }).eq('id', posted.data!.id)).error,
    ).toBeNull();
    written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.employer.id,
        kind: 'job_approved',
        link: `/jobs/${posted.data!.id}`,
      }),
    ]);
    expect(written.emails.map((e) => e.kind)).toEqual(['job_approved']);
    const approved = await renderQueued(written.emails[0]!);
    expect(approved.subject).toBe('Job approved: Handoff Analyst');
    expect(approved.text).toContain(`https://globalhire.test/jobs/${posted.data!.id}`);
    // The employer can turn these emails off: the footer leads to their notification settings.
    expect(approved.text).toContain('https://globalhire.test/employer/notifications');
    expect(approved.headers['List-Unsubscribe']).toMatch(/kind=job_approved>$/);
  });

  it('a job an admin posts or a draft notifies no one', async () => {
    const since = await mark(server);
    await createJob(service(), 'handoff-draft', { status: 'draft' });
    const admin = await signIn(server, seedUsers.admin.email);
    const posted = await admin.from('jobs').insert({
      company_id: seedUsers.employer.id,
      title: 'Admin posted',
      category: 'it',
      country: 'canada',
    });
    expect(posted.error).toBeNull();
    const written = await newSince(server, since);
    expect(written.notices.filter((n) => n.kind === 'job_submitted')).toEqual([]);
  });
});
