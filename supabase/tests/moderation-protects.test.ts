import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntries } from './support/audit-log.js';
import { giveEmployerUnlimitedPlan, insertRow, jobRow } from './support/fixtures.js';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Moderation that protects people, jobs: no unverified or blocked company's job goes live, and a
// live job taken down leaves the site with the reason told to its employer and its candidates.

/** Seeded by supabase/seeds/60_moderation.sql: blocked, with an approved job. */
const northwind = '00000000-0000-4000-8000-00000000b10c';

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
  await giveEmployerUnlimitedPlan(service());
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();
const anonSees = async (id: number) =>
  ((await server.client().from('jobs').select('id').eq('id', id)).data ?? []).length === 1;

async function jobOf(companyId: string, tag: string, approved: boolean | null = null) {
  return insertRow(service(), 'jobs', jobRow(companyId, tag, { approved }));
}

async function stored(id: number) {
  const { data } = await service()
    .from('jobs')
    .select('approved, approval_held_at, taken_down_at, published_at, expires_at')
    .eq('id', id)
    .single();
  return data!;
}

describe('a job of a company GlobalHire has not verified', () => {
  it('is held when approved, told to the employer, and goes live once the company is verified', async () => {
    const job = await jobOf(seedUsers.pendingEmployer.id, 'held');
    let since = await mark(server);
    const approved = await admin
      .from('jobs')
      .update({ approved: true })
      .eq('id', job)
      .select('approved')
      .single();
    expect(approved.error).toBeNull();
    expect(approved.data).toEqual({ approved: null });
    expect(await stored(job)).toMatchObject({
      approved: null,
      published_at: null,
      expires_at: null,
    });
    expect((await stored(job)).approval_held_at).not.toBeNull();
    expect(await anonSees(job)).toBe(false);

    let written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.pendingEmployer.id,
        kind: 'job_approval_held',
        body: 'Your job "Test job held" is approved. It goes live as soon as GlobalHire has verified your company.',
      }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.pendingEmployer.email, 'job_approval_held'],
    ]);
    const held = await renderQueued(written.emails[0]!);
    expect(held.subject).toBe('Job approved, waiting for verification: Test job held');
    expect(held.text).toContain('It goes live as soon as GlobalHire has verified your company');

    const summary = await admin
      .from('job_summaries')
      .select('lifecycle, employer_status, company_blocked, approval_held_at')
      .eq('id', job)
      .single();
    expect(summary.data).toMatchObject({
      lifecycle: 'pending',
      employer_status: 'pending',
      company_blocked: false,
    });

    since = await mark(server);
    const verified = await newEntries(service(), 'jobs', job, () =>
      admin
        .from('profiles')
        .update({ employer_status: 'verified' })
        .eq('id', seedUsers.pendingEmployer.id),
    );
    expect(verified.map((e) => e.action)).toEqual(['job.approved']);
    const live = await stored(job);
    expect(live).toMatchObject({ approved: true, approval_held_at: null });
    expect(live.expires_at).not.toBeNull();
    expect(await anonSees(job)).toBe(true);

    written = await newSince(server, since);
    expect(written.notices.map((n) => [n.user_id, n.kind, n.title])).toEqual([
      [seedUsers.pendingEmployer.id, 'account_verified', 'Your company is verified'],
      [seedUsers.pendingEmployer.id, 'job_approved', 'Job approved'],
    ]);
    expect(written.notices[0]!.body).toBe(
      'GlobalHire verified Southern Cross Construction. Your company page is public, and the jobs GlobalHire approves go live at once.',
    );
    expect(written.emails.map((e) => e.kind)).toEqual(['account_verified', 'job_approved']);
    const [verifiedEmail, liveEmail] = await Promise.all(written.emails.map(renderQueued));
    expect(verifiedEmail!.subject).toBe('Your company is verified');
    expect(verifiedEmail!.text).toContain('GlobalHire verified Southern Cross Construction.');
    // An account email: sent whatever the preferences say, so no unsubscribe.
    expect(verifiedEmail!.headers['List-Unsubscribe']).toBeUndefined();
    expect(liveEmail!.subject).toBe('Job approved: Test job held');
  });

  it('asks for a new decision when the employer edits what visitors read, and the hold is the admins’ to set', async () => {
    const company = '00000000-0000-4000-8000-0000000000e5';
    await service().from('profiles').update({ employer_status: 'pending' }).eq('id', company);
    try {
      const job = await jobOf(company, 'held-edit');
      const audited = await newEntries(service(), 'jobs', job, () =>
        admin.from('jobs').update({ approved: true }).eq('id', job),
      );
      expect(audited.map((e) => e.action)).toEqual(['job.approval_held']);
      const kauri = await signIn(server, 'jobs@kauricollege.example');
      await kauri.from('jobs').update({ title: 'Changed after approval' }).eq('id', job);
      expect((await stored(job)).approval_held_at).toBeNull();
      const forged = await kauri
        .from('jobs')
        .update({ approval_held_at: new Date().toISOString() })
        .eq('id', job);
      expect(forged.error?.code).toBe('42501');
    } finally {
      await service().from('profiles').update({ employer_status: 'verified' }).eq('id', company);
    }
  });

  it('of a blocked company cannot be approved, and the admin is told why', async () => {
    const job = await jobOf(northwind, 'blocked-approve');
    const refused = await admin.from('jobs').update({ approved: true }).eq('id', job);
    expect(refused.error).toMatchObject({
      code: '42501',
      hint: 'employer_blocked',
      message:
        'Northwind Staffing is blocked, so its jobs cannot go live. Unblock the company first, or reject the job.',
    });
    expect((await stored(job)).approved).toBeNull();
  });
});

async function stateOf(client: SupabaseClient, jobId: number) {
  const { data, error } = await client.rpc('my_application_job_states');
  expect(error).toBeNull();
  return (data as { job_id: number }[]).find((row) => row.job_id === jobId);
}

describe('taking down a live job', () => {
  it('needs a reason, takes it off the site, tells the employer, and is audited', async () => {
    const job = await jobOf(seedUsers.employer.id, 'take-down', true);
    await insertRow(service(), 'applications', {
      job_id: job,
      candidate_id: seedUsers.candidate.id,
    });
    expect(await anonSees(job)).toBe(true);

    const without = await admin.from('jobs').update({ approved: false }).eq('id', job);
    expect(without.error?.code).toBe('23514');

    const since = await mark(server);
    const entries = await newEntries(service(), 'jobs', job, () =>
      admin
        .from('jobs')
        .update({ approved: false, rejection_reason: 'Misleading salary' })
        .eq('id', job),
    );
    expect(entries.map((e) => e.action)).toEqual(['job.taken_down']);
    expect(await anonSees(job)).toBe(false);
    expect((await stored(job)).taken_down_at).not.toBeNull();

    const written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.employer.id,
        kind: 'job_taken_down',
        title: 'Job taken down',
        body: 'GlobalHire took your job "Test job take-down" off the site. Reason: Misleading salary. Edit it to submit it again.',
      }),
    ]);
    expect(written.emails.map((e) => [e.to_address, e.kind])).toEqual([
      [seedUsers.employer.email, 'job_taken_down'],
    ]);
    const takenDown = await renderQueued(written.emails[0]!);
    expect(takenDown.subject).toBe('Job taken down: Test job take-down');
    expect(takenDown.text).toContain('Misleading salary');

    const candidate = await signIn(server, seedUsers.candidate.email);
    expect(await stateOf(candidate, job)).toMatchObject({ state: 'taken_down', has_page: false });
    const summary = await admin
      .from('job_summaries')
      .select('lifecycle, taken_down_at')
      .eq('id', job)
      .single();
    expect(summary.data?.lifecycle).toBe('rejected');
    expect(summary.data?.taken_down_at).not.toBeNull();

    // The employer edits it: back in review, no longer "taken down".
    const employer = await signIn(server, seedUsers.employer.email);
    await employer.from('jobs').update({ description: 'An honest salary.' }).eq('id', job);
    expect(await stored(job)).toMatchObject({ approved: null, taken_down_at: null });
    expect(await stateOf(candidate, job)).toMatchObject({ state: 'in_review' });
  });
});
