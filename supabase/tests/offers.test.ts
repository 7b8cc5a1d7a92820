import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@globalhire/data';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { inDays, lastMail, outbox, readEmailsIn, wallClock } from './support/interviews.js';
import {
  applicationStatus as statusOf,
  inDaysDate,
  notices as noticesOf,
  offerOn as makeOffer,
  terms,
  type Offer,
} from './support/offers.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Offers: who reads and writes them, the answers, the letter, and their notices. Expiry and the
// hire an accepted offer makes: offer-outcomes.test.ts.

let server: TestServer;
let service: SupabaseClient;
let employer: SupabaseClient;
let candidate: SupabaseClient;
let otherEmployer: SupabaseClient;
let otherCandidate: SupabaseClient;
let admin: SupabaseClient;
let anonymous: SupabaseClient;

const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });
const offerOn = (applicationId: number, overrides: Record<string, unknown> = {}) =>
  makeOffer(employer, applicationId, overrides);
const notices = (userId: string, kind: string) => noticesOf(service, userId, kind);
const applicationStatus = (id: number) => statusOf(service, id);

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  anonymous = server.client();
  await giveEmployerUnlimitedPlan(service);
  [employer, candidate, otherEmployer, otherCandidate, admin] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.otherEmployer.email),
    signIn(server, seedUsers.otherCandidate.email),
    signIn(server, seedUsers.admin.email),
  ]);
  await readEmailsIn(candidate, seedUsers.candidate.id, 'Australia/Sydney');
});

afterAll(async () => {
  await server?.stop();
});

describe('making an offer', () => {
  let applicationId: number;
  let offer: Offer;

  beforeAll(async () => {
    applicationId = await createApplication(service, `offer-made-${Date.now()}`);
    offer = await offerOn(applicationId);
  });

  it('moves the application to offer in the same call', async () => {
    expect(offer.status).toBe('open');
    expect(await applicationStatus(applicationId)).toBe('offer');
  });

  it('is read by the employer, the candidate and admins only', async () => {
    const read = async (client: SupabaseClient) =>
      (await client.from('offers').select('id').eq('id', offer.id)).data ?? [];
    expect(await read(employer)).toHaveLength(1);
    expect(await read(candidate)).toHaveLength(1);
    expect(await read(admin)).toHaveLength(1);
    expect(await read(otherEmployer)).toEqual([]);
    expect(await read(otherCandidate)).toEqual([]);
    expect(await read(anonymous)).toEqual([]);
  });

  it('tells the candidate once, with the terms, in-app and by email', async () => {
    const made = await notices(seedUsers.candidate.id, 'offer_made');
    expect(made.at(-1)).toMatchObject({ title: 'Job offer', link: '/applicant/applications' });
    // the in-app list names the job; the amounts and times are on the page, in the reader's zone
    expect(made.at(-1)!.body).toMatch(
      /^.+ offered you the job "Test job offer-made-\d+"\. Accept or decline it on your Applications & Status page\.$/,
    );
    expect(await outbox(server, 'offer_made', seedUsers.candidate.email)).toHaveLength(1);
    const mail = await lastMail(server, 'offer_made', seedUsers.candidate.email);
    expect(mail.subject).toMatch(/^Job offer: Test job offer-made-\d+$/);
    expect(mail.text).toMatch(/Salary\s+£65,000 per year/);
    expect(mail.text).toMatch(/Location\s+London, United Kingdom/);
    expect(mail.text).toContain(formatDate(`${offer.start_date}T00:00:00Z`, { timeZone: 'UTC' }));
    expect(mail.text).toMatch(
      new RegExp(
        `Answer by\\s+${wallClock(offer.expires_at, 'Australia/Sydney')} \\(Sydney time\\)`,
      ),
    );
    // no second "is now: Offer" notice for the same step
    const status = await notices(seedUsers.candidate.id, 'application_status');
    expect(status.filter((n) => /Test job offer-made-\d+" is now: Offer/.test(n.body))).toEqual([]);
  });

  it('refuses a second open offer on the same application', async () => {
    const { error } = await employer.rpc('make_offer', terms(applicationId));
    expect(error?.message).toBe(
      'This candidate already has an open offer. Withdraw it before making a new one.',
    );
  });

  it('refuses offers from anyone but the job’s employer', async () => {
    const other = await otherEmployer.rpc('make_offer', terms(applicationId));
    expect(other.error?.message).toBe('This application no longer exists.');
    const own = await candidate.rpc('make_offer', terms(applicationId));
    expect(own.error?.message).toBe('This application no longer exists.');
    const direct = await candidate.from('offers').insert(terms(applicationId));
    expect(direct.error?.code).toBe('42501');
  });

  it('refuses terms the database cannot keep', async () => {
    const fresh = await createApplication(service, `offer-terms-${Date.now()}`);
    const past = await employer.rpc('make_offer', terms(fresh, { expires_at: inDays(-1) }));
    expect(past.error?.message).toBe('Choose an expiry date in the future.');
    const long = await employer.rpc('make_offer', terms(fresh, { expires_at: inDays(120) }));
    expect(long.error?.message).toBe('An offer can stay open for at most 90 days.');
    const currency = await employer.rpc('make_offer', terms(fresh, { currency: 'XYZ' }));
    expect(currency.error?.message).toBe('Choose a currency from the list.');
    const amount = await employer.rpc('make_offer', terms(fresh, { salary_amount: 0 }));
    expect(amount.error?.message).toBe('Enter a salary greater than 0 and below 1,000,000,000.');
    const started = await employer.rpc('make_offer', terms(fresh, { start_date: inDaysDate(-10) }));
    expect(started.error?.message).toBe('Choose a start date that is not in the past.');
    expect(await applicationStatus(fresh)).toBe('new');
  });

  it('keeps the terms fixed, and lets nobody delete an offer', async () => {
    const changed = await employer.from('offers').update({ salary_amount: 1 }).eq('id', offer.id);
    expect(changed.error?.message).toBe(
      'An offer cannot be changed once made: withdraw it and make a new one.',
    );
    const deleted = await employer.from('offers').delete().eq('id', offer.id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect((await service.from('offers').select('id').eq('id', offer.id)).data).toHaveLength(1);
  });

  it('lets only the candidate answer, and only the employer withdraw', async () => {
    const accept = await employer.rpc('respond_to_offer', { offer_id: offer.id, accept: true });
    expect(accept.error?.message).toBe('Only the candidate can accept or decline an offer.');
    const withdraw = await candidate.rpc('withdraw_offer', { offer_id: offer.id });
    expect(withdraw.error?.message).toBe('Candidates can only accept or decline an offer.');
    const stranger = await otherCandidate.rpc('respond_to_offer', {
      offer_id: offer.id,
      accept: true,
    });
    expect(stranger.error?.message).toBe('This offer no longer exists.');
  });
});

describe('declining and withdrawing', () => {
  it('records a decline with its note and tells the employer; the answer is final', async () => {
    const applicationId = await createApplication(service, `offer-declined-${Date.now()}`);
    const offer = await offerOn(applicationId);
    const { data, error } = await candidate.rpc('respond_to_offer', {
      offer_id: offer.id,
      accept: false,
      note: '  I accepted another role.  ',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'declined', candidate_note: 'I accepted another role.' });
    expect((data as Offer).answered_at).not.toBeNull();
    expect((await notices(seedUsers.employer.id, 'offer_declined')).at(-1)!.body).toMatch(
      /declined your offer for "Test job offer-declined-\d+"\. Note: I accepted another role\./,
    );
    const mail = await lastMail(server, 'offer_declined', seedUsers.employer.email);
    expect(mail.subject).toMatch(/^Offer declined: .+, Test job offer-declined-\d+$/);
    expect(mail.text).toMatch(/Note from .+\s+I accepted another role\./);
    const again = await candidate.rpc('respond_to_offer', { offer_id: offer.id, accept: true });
    expect(again.error?.message).toBe('This offer was declined, so it can no longer be changed.');
    expect(await applicationStatus(applicationId)).toBe('offer');
    // a new offer may follow a declined one
    expect((await offerOn(applicationId, { salary_amount: 70000 })).status).toBe('open');
  });

  it('lets the employer withdraw an open offer; the candidate is told and can no longer accept', async () => {
    const applicationId = await createApplication(service, `offer-withdrawn-${Date.now()}`);
    const offer = await offerOn(applicationId);
    const { data, error } = await employer.rpc('withdraw_offer', { offer_id: offer.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'withdrawn' });
    expect((await notices(seedUsers.candidate.id, 'offer_withdrawn')).at(-1)!.body).toMatch(
      /withdrew its offer for "Test job offer-withdrawn-\d+"\./,
    );
    const mail = await lastMail(server, 'offer_withdrawn', seedUsers.candidate.email);
    expect(mail.subject).toMatch(/^Offer withdrawn: Test job offer-withdrawn-\d+$/);
    expect(mail.text).toMatch(
      /withdrew its offer for Test job offer-withdrawn-\d+, so it can no longer be accepted\./,
    );
    const accept = await candidate.rpc('respond_to_offer', { offer_id: offer.id, accept: true });
    expect(accept.error?.message).toBe('This offer was withdrawn, so it can no longer be changed.');
  });

  it('withdraws the open offer when the employer rejects the application, with one notice', async () => {
    const applicationId = await createApplication(service, `offer-rejected-${Date.now()}`);
    const offer = await offerOn(applicationId);
    const before = (await notices(seedUsers.candidate.id, 'offer_withdrawn')).length;
    const { error } = await employer
      .from('applications')
      .update({ status: 'rejected' })
      .eq('id', applicationId);
    expect(error).toBeNull();
    const { data } = await candidate.from('offers').select('status').eq('id', offer.id).single();
    expect(data?.status).toBe('withdrawn');
    expect(await notices(seedUsers.candidate.id, 'offer_withdrawn')).toHaveLength(before);
  });
});

describe('the offer letter', () => {
  let applicationId: number;
  let path: string;
  let unsent: string;
  const bucket = (client: SupabaseClient) => client.storage.from('offer-letters');

  beforeAll(async () => {
    applicationId = await createApplication(service, `offer-letter-${Date.now()}`);
    path = `${applicationId}/offer-letter.pdf`;
    unsent = `${applicationId}/draft.pdf`;
  });

  it('is uploaded by the job’s employer only, as a PDF', async () => {
    expect(
      (await bucket(candidate).upload(`${applicationId}/mine.pdf`, pdf('x'))).error,
    ).not.toBeNull();
    expect(
      (await bucket(otherEmployer).upload(`${applicationId}/theirs.pdf`, pdf('x'))).error,
    ).not.toBeNull();
    const html = await bucket(employer).upload(
      `${applicationId}/page.pdf`,
      new Blob(['<html>'], { type: 'text/html' }),
      {
        contentType: 'text/html',
      },
    );
    expect(html.error).not.toBeNull();
    expect((await bucket(employer).upload(path, pdf('Offer letter'))).error).toBeNull();
    expect((await bucket(employer).upload(unsent, pdf('Draft'))).error).toBeNull();
  });

  it('refuses a letter that was not uploaded or belongs to another application', async () => {
    const missing = await employer.rpc(
      'make_offer',
      terms(applicationId, { letter_path: `${applicationId}/nope.pdf` }),
    );
    expect(missing.error?.message).toBe('The offer letter was not found. Upload it again.');
    const elsewhere = await employer.rpc(
      'make_offer',
      terms(applicationId, { letter_path: `1/${'a'}.pdf` }),
    );
    expect(elsewhere.error).not.toBeNull();
  });

  it('is read by the employer, the candidate it was sent to and admins; not by others', async () => {
    await offerOn(applicationId, { letter_path: path });
    const text = async (client: SupabaseClient, name = path) => {
      const { data, error } = await bucket(client).download(name);
      return error ? null : await data.text();
    };
    expect(await text(employer)).toContain('Offer letter');
    expect(await text(candidate)).toContain('Offer letter');
    expect(await text(admin)).toContain('Offer letter');
    expect(await text(otherEmployer)).toBeNull();
    expect(await text(otherCandidate)).toBeNull();
    // a file uploaded but never sent with an offer stays the employer's
    expect(await text(candidate, unsent)).toBeNull();
    expect(await text(employer, unsent)).toContain('Draft');
  });

  it('stays once sent; an unsent upload can be removed by the employer', async () => {
    await bucket(employer).remove([path]);
    expect((await bucket(employer).download(path)).error).toBeNull();
    await bucket(employer).remove([unsent]);
    expect((await bucket(employer).download(unsent)).error).not.toBeNull();
  });
});
