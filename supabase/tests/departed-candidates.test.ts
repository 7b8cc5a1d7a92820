import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from './support/attempts.js';
import { createLiveJob, giveEmployerUnlimitedPlan, insertRow } from './support/fixtures.js';
import { accountExists, newAccount } from './support/deleted-accounts.js';
import { inDays, invitation, outbox } from './support/interviews.js';
import { renderQueued } from './support/notification-mail.js';
import {
  approvedPlacement,
  chargesOf,
  enrolledCandidate,
  invoicesOf,
  signInRecruiter,
  visaCase,
} from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A candidate who deletes their account leaves the employer's records true: the applications the
// employer acted on stay as "Deleted candidate" with nothing of the person, the untouched ones go,
// interviews still ahead are cancelled and the employer is told.

let server: TestServer;
let employer: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(server.serviceClient());
  [employer, admin] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.admin.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

const db = () => server.server.db;

interface Stats {
  total_applications: number;
  new_applications: number;
  shortlisted_applications: number;
  interview_applications: number;
  hired_applications: number;
  rejected_applications: number;
}

async function employerStats(): Promise<Stats> {
  return must<Stats>(employer.rpc('employer_dashboard_stats').single());
}

async function move(applicationId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const { error } = await employer
      .from('applications')
      .update({ status })
      .eq('id', applicationId);
    expect(error).toBeNull();
  }
}

async function apply(candidateId: string, tag: string): Promise<number> {
  const jobId = await createLiveJob(server.serviceClient(), tag);
  return insertRow(server.serviceClient(), 'applications', {
    job_id: jobId,
    candidate_id: candidateId,
    cover_letter: 'Lena Vogel here: I have run night shifts for six years.',
    cv_path: `${candidateId}/cv.pdf`,
  });
}

/** Everything stored about the applications and their interviews and offers, as text. */
async function recordsOf(applicationIds: number[]): Promise<string> {
  const { rows } = await db().query<{ text: string }>(
    `select coalesce(json_agg(a), '[]')::text || (select coalesce(json_agg(i), '[]')::text from public.interviews i
                                                  where i.application_id = any ($1::bigint[])) as text
     from public.applications a where a.id = any ($1::bigint[])`,
    [applicationIds],
  );
  return rows[0]!.text;
}

describe('a candidate the employer acted on deletes their account', () => {
  it('keeps the shortlisted, interviewed, rejected and hired applications as "Deleted candidate", drops the untouched ones, and cancels interviews ahead', async () => {
    const lena = await newAccount(server, 'lena.vogel@mail.example', {
      firstName: 'Lena',
      lastName: 'Vogel',
    });
    const untouched = await apply(lena.id, 'departed untouched');
    const withdrawnAtNew = await apply(lena.id, 'departed withdrawn');
    const interviewed = await apply(lena.id, 'departed interviewed');
    const rejected = await apply(lena.id, 'departed rejected');
    const hired = await apply(lena.id, 'departed hired');
    const all = [untouched, withdrawnAtNew, interviewed, rejected, hired];

    expect(
      (
        await lena.client
          .from('applications')
          .update({ status: 'withdrawn' })
          .eq('id', withdrawnAtNew)
      ).error,
    ).toBeNull();
    await move(interviewed, 'shortlisted', 'interview');
    await move(rejected, 'shortlisted', 'rejected');
    await move(hired, 'shortlisted', 'hired');
    const ahead = await must<{ id: number }>(
      employer.from('interviews').insert(invitation(interviewed)).select('id').single(),
    );
    const held = await insertRow(server.serviceClient(), 'interviews', {
      ...invitation(interviewed, { scheduled_at: inDays(-3) }),
      status: 'completed',
      response: 'accepted',
      response_message: 'See you then, Lena',
      candidate_time_zone: 'Europe/Berlin',
    });
    const before = await employerStats();
    expect(await recordsOf(all)).toContain('Lena');

    expect((await lena.client.rpc('delete_my_account')).error).toBeNull();
    expect(await accountExists(server, lena.id)).toBe(false);

    // The employer's list: the three acted on, without a person.
    const listed = await must<Record<string, unknown>[]>(
      employer
        .from('applications')
        .select(
          'id, status, cover_letter, cv_path, candidate_deleted_at, candidate:profile_details!applications_candidate_id_fkey(id, first_name)',
        )
        .in('id', all)
        .order('id'),
    );
    expect(listed.map((row) => [row.id, row.status])).toEqual([
      [interviewed, 'interview'],
      [rejected, 'rejected'],
      [hired, 'hired'],
    ]);
    for (const row of listed) {
      expect(row).toMatchObject({ candidate: null, cover_letter: null, cv_path: null });
      expect(typeof row.candidate_deleted_at).toBe('string');
    }

    // Pipeline counts and analytics: the hire, the rejection and the interview still count.
    const after = await employerStats();
    expect(after).toMatchObject({
      total_applications: before.total_applications - 2,
      new_applications: before.new_applications - 1,
      interview_applications: before.interview_applications,
      hired_applications: before.hired_applications,
      rejected_applications: before.rejected_applications,
    });

    // The interview ahead is cancelled; the one held keeps its record without the candidate's words.
    const interviews = await must<Record<string, unknown>[]>(
      employer
        .from('interviews')
        .select('id, status, cancel_reason, response_message')
        .in('id', [ahead.id, held])
        .order('id'),
    );
    expect(interviews).toEqual([
      {
        id: ahead.id,
        status: 'cancelled',
        cancel_reason: 'The candidate deleted their account.',
        response_message: null,
      },
      { id: held, status: 'completed', cancel_reason: null, response_message: null },
    ]);

    // The employer hears of it in the panel and by email, without the candidate's name.
    const notices = await must<{ title: string; body: string }[]>(
      employer
        .from('notifications')
        .select('title, body')
        .eq('kind', 'interview_cancelled')
        .like('body', '%departed interviewed%'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Interview cancelled');
    expect(notices[0]!.body).toMatch(
      /^A candidate deleted their account, so the interview for "Test job departed interviewed" is cancelled\.$/,
    );
    const emails = (await outbox(server, 'interview_cancelled', seedUsers.employer.email)).filter(
      (mail) => (mail.facts?.interview as { id: number } | undefined)?.id === ahead.id,
    );
    expect(emails).toHaveLength(1);
    const email = await renderQueued(emails[0]!);
    expect(email.subject).toBe('Interview cancelled: Test job departed interviewed');
    expect(email.text).toContain(
      'A candidate deleted their account, so the interview for Test job departed interviewed planned for',
    );
    expect(email.attachments[0]?.content).toContain('METHOD:CANCEL');
    for (const trace of ['Lena', 'Vogel', lena.email, lena.id, 'night shifts', 'Europe/Berlin']) {
      expect(JSON.stringify(emails[0]!.facts)).not.toContain(trace);
      expect(email.html + email.attachments[0]?.content).not.toContain(trace);
    }

    // Nothing of the person remains in the records kept.
    const kept = await recordsOf(all);
    for (const trace of ['Lena', 'Vogel', lena.email, lena.id, 'night shifts', 'Europe/Berlin']) {
      expect(kept).not.toContain(trace);
    }
  });

  it('is a closed record: nobody moves it or schedules an interview on it', async () => {
    const leaver = await newAccount(server, 'closed.record@mail.example');
    const kept = await apply(leaver.id, 'departed closed');
    await move(kept, 'shortlisted', 'interview');
    expect((await leaver.client.rpc('delete_my_account')).error).toBeNull();

    const moved = await employer.from('applications').update({ status: 'offer' }).eq('id', kept);
    expect(moved.error).toMatchObject({ code: '42501' });
    expect(moved.error?.message).toContain('deleted their account');
    const byAdmin = await admin.from('applications').update({ status: 'rejected' }).eq('id', kept);
    expect(byAdmin.error?.message).toContain('deleted their account');
    const scheduled = await employer.from('interviews').insert(invitation(kept));
    expect(scheduled.error).toMatchObject({ code: '42501' });
    expect(scheduled.error?.message).toContain('deleted their account');
    // Nor is anyone put back in the candidate's place.
    const adopted = await admin
      .from('applications')
      .update({ candidate_id: seedUsers.candidate.id, candidate_deleted_at: null })
      .eq('id', kept);
    expect(adopted.error).not.toBeNull();
    const { rows } = await db().query(
      'select status, candidate_id from public.applications where id = $1',
      [kept],
    );
    expect(rows).toEqual([{ status: 'interview', candidate_id: null }]);
  });
});

describe('a managed-service candidate who was placed deletes their account', () => {
  it('keeps the hire for the employer and the invoices, with nothing failing', async () => {
    const recruiter = await signInRecruiter(server);
    const candidate = await enrolledCandidate(server, 'Placed Leaver');
    const placement = await approvedPlacement(server, recruiter, candidate, 'placed leaver', {
      country: 'ireland',
    });
    await move(placement.applicationId, 'shortlisted', 'hired');
    await visaCase(server, candidate.id, {
      job_id: placement.jobId,
      destination_country: 'ireland',
      status: 'approved',
    });
    const invoices = await invoicesOf(server, candidate.id);
    expect(invoices.map((invoice) => invoice.invoice_lines[0]!.fee_code)).toEqual([
      'registration',
      'success',
    ]);
    expect(
      (await chargesOf(server, candidate.id)).some(
        (c) => c.application_id === placement.applicationId,
      ),
    ).toBe(true);

    expect((await candidate.client.rpc('delete_my_account')).error).toBeNull();

    const { rows } = await db().query(
      `select status, candidate_id, submitted_by, proposal_id from public.applications where id = $1`,
      [placement.applicationId],
    );
    expect(rows).toEqual([
      {
        status: 'hired',
        candidate_id: null,
        submitted_by: seedUsers.recruiter.id,
        proposal_id: null,
      },
    ]);
    const kept = await must<{ id: number; candidate_id: string | null }[]>(
      server
        .serviceClient()
        .from('invoices')
        .select('id, candidate_id')
        .in(
          'id',
          invoices.map((invoice) => invoice.id),
        )
        .order('id'),
    );
    expect(kept).toEqual(invoices.map((invoice) => ({ id: invoice.id, candidate_id: null })));
  });
});
