import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmployerUnlimitedPlan, insertRow, jobRow } from './support/fixtures.js';
import { inDays, invitation } from './support/interviews.js';
import { mark, newSince, renderQueued } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Moderation that protects people, accounts: approving a candidate and blocking or unblocking a
// company reach the person concerned (with the reason), and a blocked company's candidates are
// told the truth (interviews cancelled, applications saying the account was suspended).

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

async function jobOf(companyId: string, tag: string, approved: boolean | null = null) {
  return insertRow(service(), 'jobs', jobRow(companyId, tag, { approved }));
}

describe('candidate approval', () => {
  it('tells the candidate they can now apply, in-app and by email', async () => {
    const since = await mark(server);
    const { error } = await admin
      .from('profiles')
      .update({ candidate_status: 'active' })
      .eq('id', seedUsers.pendingCandidate.id);
    expect(error).toBeNull();
    const written = await newSince(server, since);
    expect(written.notices).toEqual([
      expect.objectContaining({
        user_id: seedUsers.pendingCandidate.id,
        kind: 'account_approved',
        title: 'Your profile is approved',
        body: 'GlobalHire approved your profile. You can now apply to jobs.',
        link: '/jobs',
      }),
    ]);
    expect(written.emails).toEqual([
      expect.objectContaining({
        to_address: seedUsers.pendingCandidate.email,
        kind: 'account_approved',
      }),
    ]);
    const approved = await renderQueued(written.emails[0]!);
    expect(approved.subject).toBe('Your profile is approved');
    expect(approved.text).toContain('You can now apply to jobs.');
    expect(approved.text).toContain('whatever your email preferences say');
  });
});

describe('verification taken back', () => {
  const kauri = '00000000-0000-4000-8000-0000000000e5';

  it('tells the company its live jobs are off the site, by an account email', async () => {
    const since = await mark(server);
    try {
      expect(
        (await admin.from('profiles').update({ employer_status: 'pending' }).eq('id', kauri)).error,
      ).toBeNull();
      const written = await newSince(server, since);
      expect(written.notices.map((n) => [n.user_id, n.kind])).toEqual([
        [kauri, 'account_verification_withdrawn'],
      ]);
      const email = written.emails.find((e) => e.kind === 'account_verification_withdrawn')!;
      expect(email.to_address).toBe('jobs@kauricollege.example');
      const rendered = await renderQueued(email);
      expect(rendered.subject).toBe('Your company is no longer verified');
      expect(rendered.text).toMatch(/GlobalHire took back the verification of .+\. Your live jobs are off the site/);
      expect(rendered.text).toContain('https://globalhire.test/contact');
      expect(rendered.headers['List-Unsubscribe']).toBeUndefined();
    } finally {
      await service().from('profiles').update({ employer_status: 'verified' }).eq('id', kauri);
    }
  });
});

describe('blocking an employer', () => {
  const harbour = seedUsers.otherEmployer;

  it('needs a reason, which the employer reads even with emails turned off', async () => {
    const without = await admin
      .from('profiles')
      .update({ blocked_at: new Date().toISOString() })
      .eq('id', harbour.id);
    expect(without.error).toMatchObject({ code: '23514', hint: 'block_reason_required' });
    const blank = await admin
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: '   ' })
      .eq('id', harbour.id);
    expect(blank.error?.hint).toBe('block_reason_required');

    await service()
      .from('notification_preferences')
      .upsert({ user_id: harbour.id, email_enabled: false });
    const since = await mark(server);
    await blockHarbour('Fake sponsorship offers');
    const written = await newSince(server, since);
    const notice = written.notices.find((n) => n.kind === 'account_blocked')!;
    expect(notice).toMatchObject({
      user_id: harbour.id,
      title: 'Your account is blocked',
      link: '/contact',
    });
    expect(notice.body).toMatch(
      /^GlobalHire blocked your account\. Reason: Fake sponsorship offers\. Your jobs are hidden/,
    );
    const blocked = written.emails.filter((e) => e.kind === 'account_blocked');
    expect(blocked.map((e) => e.to_address)).toEqual([harbour.email]);
    const rendered = await renderQueued(blocked[0]!);
    expect(rendered.subject).toBe('Your account is blocked');
    expect(rendered.text).toContain('Fake sponsorship offers');
    expect(rendered.text).toContain('your upcoming interviews were cancelled');
    await unblockHarbour();
  });

  it('cancels its upcoming interviews with notice, and its candidates read that the account was suspended', async () => {
    const job = await jobOf(harbour.id, 'interviews', true);
    const application = await insertRow(service(), 'applications', {
      job_id: job,
      candidate_id: seedUsers.candidate.id,
    });
    await service()
      .from('saved_jobs')
      .insert({ job_id: job, candidate_id: seedUsers.candidate.id });
    const upcoming = await insertRow(
      service(),
      'interviews',
      invitation(application, { scheduled_at: inDays(3) }),
    );
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect(await stateOf(candidate, job)).toMatchObject({ state: 'live', has_page: true });

    const since = await mark(server);
    await blockHarbour('Asked candidates for fees.');
    const { data: interview } = await service()
      .from('interviews')
      .select('status, cancel_reason')
      .eq('id', upcoming)
      .single();
    expect(interview).toEqual({
      status: 'cancelled',
      cancel_reason:
        "GlobalHire suspended the employer's account, so this interview will not take place.",
    });
    const written = await newSince(server, since);
    const cancelled = written.notices.filter((n) => n.kind === 'interview_cancelled');
    expect(cancelled).toEqual([expect.objectContaining({ user_id: seedUsers.candidate.id })]);
    expect(cancelled[0]!.body).toContain("Reason: GlobalHire suspended the employer's account");
    expect(
      written.emails.filter((e) => e.kind === 'interview_cancelled').map((e) => e.to_address),
    ).toEqual([seedUsers.candidate.email]);

    // The job page is gone for them: no link to a page that says "Job not found."
    expect(await stateOf(candidate, job)).toMatchObject({
      title: 'Test job interviews',
      company_name: 'Harbour Health Network',
      state: 'employer_suspended',
      has_page: false,
    });
    const other = await signIn(server, seedUsers.otherCandidate.email);
    expect(await stateOf(other, job)).toBeUndefined();
    // A saved copy of the job says the same.
    const saved = await candidate.rpc('my_saved_job_states');
    expect((saved.data ?? []).find((row: { job_id: number }) => row.job_id === job)).toMatchObject({
      state: 'employer_suspended',
      has_page: false,
    });

    const unblockedSince = await mark(server);
    await unblockHarbour();
    const unblocked = await newSince(server, unblockedSince);
    expect(unblocked.notices.map((n) => [n.user_id, n.kind, n.body])).toEqual([
      [
        harbour.id,
        'account_unblocked',
        'GlobalHire unblocked your account. Your approved jobs are back on the site and you can post and edit jobs again.',
      ],
    ]);
    const unblockedEmail = await renderQueued(
      unblocked.emails.find((e) => e.kind === 'account_unblocked')!,
    );
    expect(unblockedEmail.subject).toBe('Your account is unblocked');
    expect(unblockedEmail.text).toContain('Your approved jobs are back on the site');
  });

  async function blockHarbour(reason: string) {
    const { error } = await admin
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: reason })
      .eq('id', harbour.id);
    expect(error).toBeNull();
  }
  async function unblockHarbour() {
    const { error } = await admin
      .from('profiles')
      .update({ blocked_at: null })
      .eq('id', harbour.id);
    expect(error).toBeNull();
  }
});

async function stateOf(client: SupabaseClient, jobId: number) {
  const { data, error } = await client.rpc('my_application_job_states');
  expect(error).toBeNull();
  return (data as { job_id: number }[]).find((row) => row.job_id === jobId);
}
