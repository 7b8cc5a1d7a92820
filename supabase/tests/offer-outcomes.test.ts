import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { inDays, invitation, lastMail, readEmailsIn, wallClock } from './support/interviews.js';
import {
  applicationStatus as statusOf,
  notices as noticesOf,
  offerOn as makeOffer,
  type Offer,
} from './support/offers.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// How offers end: expired without an answer, or accepted, which makes the hire (closing the
// interviews left and opening a visa case), and what each side is told.

let server: TestServer;
let service: SupabaseClient;
let employer: SupabaseClient;
let candidate: SupabaseClient;

const offerOn = (applicationId: number, overrides: Record<string, unknown> = {}) =>
  makeOffer(employer, applicationId, overrides);
const notices = (userId: string, kind: string) => noticesOf(service, userId, kind);
const applicationStatus = (id: number) => statusOf(service, id);

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  await giveEmployerUnlimitedPlan(service);
  [employer, candidate] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.candidate.email),
  ]);
  await readEmailsIn(candidate, seedUsers.candidate.id, 'Australia/Sydney');
});

afterAll(async () => {
  await server?.stop();
});

describe('expiry', () => {
  it('refuses an answer once the offer is past its date, and the sweep tells both sides', async () => {
    const applicationId = await createApplication(service, `offer-expired-${Date.now()}`);
    const offer = await offerOn(applicationId);
    await server.server.db.query(
      `update public.offers set expires_at = now() - interval '1 minute' where id = $1`,
      [offer.id],
    );
    const accept = await candidate.rpc('respond_to_offer', { offer_id: offer.id, accept: true });
    expect(accept.error?.message).toMatch(
      /^This offer expired on .* UTC, so it can no longer be answered\.$/,
    );
    expect(accept.error?.hint).toBe('offer_expired');
    expect(await applicationStatus(applicationId)).toBe('offer');

    expect((await candidate.rpc('expire_offers')).error).not.toBeNull();
    const swept = await service.rpc('expire_offers');
    expect(swept.error).toBeNull();
    expect(swept.data).toBeGreaterThanOrEqual(1);
    const { data } = await candidate.from('offers').select('status').eq('id', offer.id).single();
    expect(data?.status).toBe('expired');
    expect((await notices(seedUsers.candidate.id, 'offer_expired')).at(-1)!.body).toMatch(
      /expired without an answer/,
    );
    expect((await notices(seedUsers.employer.id, 'offer_expired')).at(-1)!.body).toMatch(
      /did not answer your offer/,
    );
    const { data: expired } = await candidate
      .from('offers')
      .select('expires_at')
      .eq('id', offer.id)
      .single();
    const toCandidate = await lastMail(server, 'offer_expired', seedUsers.candidate.email);
    expect(toCandidate.text).toContain(
      `expired on ${wallClock(expired!.expires_at as string, 'Australia/Sydney')} (Sydney time) without an answer`,
    );
    const toEmployer = await lastMail(server, 'offer_expired', seedUsers.employer.email);
    expect(toEmployer.subject).toMatch(/^Offer expired: Test job offer-expired-\d+$/);
    expect(toEmployer.text).toMatch(
      /did not answer your offer for Test job offer-expired-\d+ before it expired/,
    );
  });
});

describe('accepting', () => {
  let applicationId: number;
  let upcomingId: number;
  let pastId: number;
  let offer: Offer;
  const upcomingAt = inDays(4);

  beforeAll(async () => {
    applicationId = await createApplication(service, `offer-accepted-${Date.now()}`);
    const scheduled = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { scheduled_at: upcomingAt }),
    );
    if (scheduled.error) throw new Error(scheduled.error.message);
    upcomingId = (scheduled.data as { id: number }).id;
    const answered = await candidate.rpc('respond_to_interview', {
      interview_id: upcomingId,
      expected_version: (scheduled.data as { version: number }).version,
      response: 'accepted',
    });
    if (answered.error) throw new Error(answered.error.message);
    const past = await service
      .from('interviews')
      .insert({ ...invitation(applicationId), scheduled_at: inDays(-2) })
      .select('id')
      .single();
    if (past.error) throw new Error(past.error.message);
    pastId = past.data.id as number;
    offer = await offerOn(applicationId, { currency: 'CAD', salary_amount: 98000.5 });
  });

  it('hires the candidate, closes the interviews and tells both sides', async () => {
    const { data, error } = await candidate.rpc('respond_to_offer', {
      offer_id: offer.id,
      accept: true,
      note: 'Delighted!',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'accepted', candidate_note: 'Delighted!' });
    expect(await applicationStatus(applicationId)).toBe('hired');

    const { data: interviews } = await candidate
      .from('interviews')
      .select('id, status, response, cancel_reason')
      .eq('application_id', applicationId)
      .order('id');
    expect(interviews).toEqual([
      {
        id: upcomingId,
        status: 'cancelled',
        response: 'accepted',
        cancel_reason: 'Hired for this job, so the interview is no longer needed.',
      },
      { id: pastId, status: 'completed', response: 'pending', cancel_reason: null },
    ]);

    expect((await notices(seedUsers.employer.id, 'offer_accepted')).at(-1)!.body).toMatch(
      /accepted your offer for "Test job offer-accepted-\d+"\. Note: Delighted!/,
    );
    const accepted = await lastMail(server, 'offer_accepted', seedUsers.employer.email);
    expect(accepted.subject).toMatch(/^Offer accepted: .+, Test job offer-accepted-\d+$/);
    expect(accepted.text).toMatch(/Salary\s+CA\$98,000\.50 per year/);
    expect(accepted.text).toMatch(/Note from .+\s+Delighted!/);
    expect((await notices(seedUsers.employer.id, 'interview_cancelled')).at(-1)!.body).toMatch(
      /The interview with .* for "Test job offer-accepted-\d+" was cancelled: they were hired\./,
    );
    expect((await notices(seedUsers.candidate.id, 'interview_cancelled')).at(-1)!.body).toMatch(
      /Your interview for "Test job offer-accepted-\d+" was cancelled\. Reason: Hired for this job/,
    );
    // both read that the hire closed the interview, each with the calendar file that removes it
    const toEmployer = await lastMail(server, 'interview_cancelled', seedUsers.employer.email);
    expect(toEmployer.text).toMatch(
      /.+ was hired for Test job offer-accepted-\d+, so the interview planned for/,
    );
    expect(toEmployer.attachments[0]?.content).toContain('METHOD:CANCEL');
    const toCandidate = await lastMail(server, 'interview_cancelled', seedUsers.candidate.email);
    expect(toCandidate.text).toMatch(
      new RegExp(
        `You were hired for Test job offer-accepted-\\d+, so your interview planned for ${wallClock(upcomingAt, 'Australia/Sydney')} \\(Sydney time\\) is no longer needed`,
      ),
    );
    expect(toCandidate.attachments[0]?.content).toContain(`interview-${upcomingId}@`);
    expect((await notices(seedUsers.candidate.id, 'application_status')).at(-1)!.body).toMatch(
      /"Test job offer-accepted-\d+" is now: Hired\./,
    );
  });

  it('opens one visa case for the hire: the job in Canada is abroad for the candidate', async () => {
    const { data } = await service
      .from('visa_cases')
      .select('id, destination_country')
      .eq('application_id', applicationId);
    expect(data).toEqual([{ id: expect.any(Number), destination_country: 'canada' }]);
  });

  it('cannot be answered again', async () => {
    const { error } = await candidate.rpc('respond_to_offer', {
      offer_id: offer.id,
      accept: false,
    });
    expect(error?.message).toBe('This offer was accepted, so it can no longer be changed.');
  });
});
