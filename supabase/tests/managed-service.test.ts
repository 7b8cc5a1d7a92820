import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmployerUnlimitedPlan } from './support/fixtures.js';
import {
  currentConsentVersion,
  decide,
  enrol,
  enrolWith,
  jordan,
  liveJob,
  newCandidate,
  newRecruiter,
  noticesOf,
  priya,
  propose,
  proposeOk,
  signInRecruiter,
  type Account,
} from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { mailsSince, mark, onlyMailSince } from './support/rendered-mail.js';
import { startTestServer, type SupabaseClient, type TestServer } from '@globalhire/supabase-local/testing';

// The managed service from both sides: a candidate enrols with consent, a recruiter proposes jobs,
// the candidate decides, and an approved proposal becomes an application GlobalHire submitted.

let server: TestServer;
let recruiter: SupabaseClient; // Jordan, signed in with two factors
let candidate: SupabaseClient; // Priya
let sam: Account; // a second recruiter, created by this file
const service = () => server.serviceClient();

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(service());
  recruiter = await signInRecruiter(server);
  candidate = await signIn(server, priya.email);
  sam = await newRecruiter(server, 'Recruiter Sam', 'Sam', 'Okafor');
});

afterAll(async () => {
  await server?.stop();
});

const proposalStatus = async (id: number) =>
  (await service().from('service_proposals').select('status, decline_reason').eq('id', id).single()).data;

/** What a recruiter can read of Priya: her full name through profile_details, and her proposals. */
async function recruiterSeesPriya(client: SupabaseClient) {
  const profile = await client.from('profile_details').select('first_name, last_name').eq('id', priya.id);
  const proposals = await client.from('service_proposals').select('id').eq('candidate_id', priya.id);
  return { profile: profile.data ?? [], proposals: proposals.data?.length ?? 0 };
}

describe('enrolment', () => {
  it('records the consent with the exact words and the time, and gives the least busy recruiter the candidate', async () => {
    const [first, second, third] = await Promise.all(
      ['Enrol One', 'Enrol Two', 'Enrol Three'].map((tag) => newCandidate(server, tag)),
    );
    const before = Date.now();
    const since = await mark(server);
    // Sam has no candidate, Jordan has Priya: Sam first; then a tie goes to the longer-serving Jordan.
    expect(await enrol(server, first!)).toBe(sam.id);
    const after = Date.now();
    expect(await enrol(server, second!)).toBe(jordan.id);
    expect(await enrol(server, third!)).toBe(sam.id);

    const text = (await service().from('service_consent_texts').select('body').eq('version', 1).single()).data!.body;
    expect(text).toMatch(/^I ask GlobalHire to act for me in looking for work abroad\./);
    const consents = (await first!.client.from('service_consents').select('consent_version, consent_text, given_at, withdrawn_at')).data!;
    expect(consents).toEqual([expect.objectContaining({ consent_version: 1, consent_text: text, withdrawn_at: null })]);
    const given = Date.parse(consents[0]!.given_at);
    expect(given).toBeGreaterThanOrEqual(before - 2000);
    expect(given).toBeLessThanOrEqual(after + 2000);

    expect(await noticesOf(server, sam.id, 'caseload_assigned')).toEqual([
      expect.objectContaining({ body: `${first!.name} enrolled in the managed service.` }),
      expect.objectContaining({ body: `${third!.name} enrolled in the managed service.` }),
    ]);
    const toSam = await mailsSince(server, since, sam.email, 'caseload_assigned');
    expect(toSam.map((mail) => mail.subject)).toEqual([
      `New candidate on your caseload: ${first!.name}`,
      `New candidate on your caseload: ${third!.name}`,
    ]);
    expect(toSam[0]!.text).toContain(`${first!.name} enrolled in the managed service and gave their consent.`);
    expect(toSam[0]!.text).toContain(`/recruiter/candidates/${first!.id}`);
  });

  it('refuses consent to a text that is no longer the current one', async () => {
    const late = await newCandidate(server, 'Enrol Late');
    const { error: published } = await service()
      .from('service_consent_texts')
      .insert({ version: 2, body: 'Version two of the consent: GlobalHire acts for me in looking for work abroad.' });
    expect(published).toBeNull();
    const stale = await enrolWith(late.client, 1);
    expect(stale.error?.message).toBe('The consent text has changed. Read it again and confirm.');
    expect((await service().from('service_enrolments').select('status').eq('candidate_id', late.id)).data).toEqual([]);
    expect((await enrolWith(late.client, 2)).error).toBeNull();
    expect((await late.client.from('service_consents').select('consent_version, consent_text')).data).toEqual([
      { consent_version: 2, consent_text: 'Version two of the consent: GlobalHire acts for me in looking for work abroad.' },
    ]);
  });
});

describe('proposals and decisions', () => {
  let job: { id: number; title: string };
  let proposal: number;

  it('lets a recruiter propose only from a session with a second factor', async () => {
    job = await liveJob(server, 'Dublin A', { country: 'ireland' });
    const passwordOnly = (await server.signInAs(jordan.email, 'globalhire-demo')).client;
    const refused = await propose(passwordOnly, priya.id, job.id);
    expect(refused.error?.code).toBe('42501');
    expect((await service().from('service_proposals').select('id').eq('job_id', job.id)).data).toEqual([]);

    const since = await mark(server);
    proposal = await proposeOk(recruiter, priya.id, job.id, { cover_letter: 'Priya builds payment services.' });
    expect((await noticesOf(server, priya.id, 'service_proposal')).at(-1)).toEqual({
      kind: 'service_proposal',
      title: 'A job proposed for you',
      body: `Your recruiter proposes "${job.title}" at Maple Tech Solutions. Approve it and we apply for you, or decline it.`,
    });
    const mail = await onlyMailSince(server, since, priya.email, 'service_proposal');
    expect(mail.subject).toBe(`A job proposed for you: ${job.title}`);
    expect(mail.text).toContain(`Jordan Reyes proposes ${job.title} at Maple Tech Solutions.`);
    expect(mail.text).toContain("Why it fits, in your recruiter's words\n\nYour experience matches the role.");
    expect(mail.text).not.toContain('Priya builds payment services.');
  });

  it('refuses a proposal to a candidate who is not enrolled, or with a CV that is not the candidate’s', async () => {
    const other = await liveJob(server, 'Dublin B', { country: 'ireland' });
    const notEnrolled = await propose(recruiter, seedUsers.otherCandidate.id, other.id);
    expect(notEnrolled.error?.code).toBe('42501');
    const foreignCv = await propose(recruiter, priya.id, other.id, { cv_path: `${seedUsers.otherCandidate.id}/cv.pdf` });
    expect(foreignCv.error?.message).toBe('Choose one of the candidate\'s CVs.');
    expect((await service().from('service_proposals').select('id').eq('job_id', other.id)).data).toEqual([]);
  });

  it('refuses to approve while the candidate has no CV, and submits nothing', async () => {
    const refused = await decide(candidate, proposal, true);
    expect(refused.error?.message).toBe(
      'Upload your CV in My CV / Resume first: the employer receives it with the application.',
    );
    expect(await proposalStatus(proposal)).toMatchObject({ status: 'proposed' });
    expect((await service().from('applications').select('id').eq('job_id', job.id)).data).toEqual([]);
  });

  it('submits the application on approval, telling the employer it came from GlobalHire and the recruiter', async () => {
    await service().from('profiles').update({ cv_path: `${priya.id}/cv-2026.pdf` }).eq('id', priya.id);
    const since = await mark(server);
    const approved = await decide(candidate, proposal, true);
    expect(approved.error).toBeNull();
    expect(approved.data).toMatchObject({ status: 'approved' });
    const application = (
      await service().from('applications').select('id, candidate_id, submitted_by, proposal_id, cv_path, cover_letter, status').eq('job_id', job.id).single()
    ).data;
    expect(application).toMatchObject({
      id: approved.data.application_id,
      candidate_id: priya.id,
      submitted_by: jordan.id,
      proposal_id: proposal,
      cv_path: `${priya.id}/cv-2026.pdf`,
      cover_letter: 'Priya builds payment services.',
      status: 'new',
    });
    expect((await noticesOf(server, seedUsers.employer.id, 'application_received')).at(-1)?.body).toBe(
      `Submitted by GlobalHire for Priya Sharma: "${job.title}".`,
    );
    expect((await noticesOf(server, jordan.id, 'proposal_decided')).at(-1)).toMatchObject({
      title: 'Proposal approved',
      body: `Priya Sharma approved "${job.title}" at Maple Tech Solutions. The application is submitted.`,
    });
    const mail = await onlyMailSince(server, since, jordan.email, 'proposal_decided');
    expect(mail.subject).toBe(`Priya Sharma approved a proposal: ${job.title}`);
    expect(mail.text).toContain(`Priya Sharma approved ${job.title} at Maple Tech Solutions. The application is submitted.`);
  });

  it('refuses to approve the same proposal twice', async () => {
    const again = await decide(candidate, proposal, true);
    expect(again.error?.message).toBe('This proposal is already approved.');
    expect((await service().from('applications').select('id').eq('job_id', job.id)).data).toHaveLength(1);
  });

  it('records the reason of a decline and tells the recruiter', async () => {
    const seeded = (await candidate.from('service_proposals').select('id, jobs(title)').eq('status', 'proposed').order('id').limit(1).single()).data!;
    const since = await mark(server);
    const declined = await decide(candidate, seeded.id, false, '  I would rather stay in Europe.  ');
    expect(declined.error).toBeNull();
    expect(await proposalStatus(seeded.id)).toEqual({ status: 'declined', decline_reason: 'I would rather stay in Europe.' });
    const title = (seeded.jobs as unknown as { title: string }).title;
    expect((await noticesOf(server, jordan.id, 'proposal_decided')).at(-1)).toMatchObject({
      title: 'Proposal declined',
      body: `Priya Sharma declined "${title}" at Tasman Software: I would rather stay in Europe.`,
    });
    const mail = await onlyMailSince(server, since, jordan.email, 'proposal_decided');
    expect(mail.subject).toBe(`Priya Sharma declined a proposal: ${title}`);
    expect(mail.text).toContain("Priya Sharma's reason\n\nI would rather stay in Europe.");
  });

  it('tells the candidate when the recruiter withdraws a proposal', async () => {
    const cork = await liveJob(server, 'Cork Withdrawn', { country: 'ireland' });
    const open = await proposeOk(recruiter, priya.id, cork.id);
    const since = await mark(server);
    const withdrawn = await recruiter.from('service_proposals').update({ status: 'withdrawn' }).eq('id', open).select('status');
    expect(withdrawn.data).toEqual([{ status: 'withdrawn' }]);
    const mail = await onlyMailSince(server, since, priya.email, 'service_proposal');
    expect(mail.subject).toBe(`Proposal withdrawn: ${cork.title}`);
    expect(mail.text).toContain(`Jordan Reyes withdrew the proposal of ${cork.title} at Maple Tech Solutions.`);
  });

  it("keeps the recruiter's notes from the candidate and the employer", async () => {
    const note = await recruiter.from('service_notes').insert({ candidate_id: priya.id, body: 'Prefers Dublin; salary flexible.' });
    expect(note.error).toBeNull();
    expect((await recruiter.from('service_notes').select('body').eq('candidate_id', priya.id)).data).toHaveLength(1);
    expect((await candidate.from('service_notes').select('body')).data).toEqual([]);
    const employer = await signIn(server, seedUsers.employer.email);
    expect((await employer.from('service_notes').select('body')).data).toEqual([]);
    const candidateWrites = await candidate.from('service_notes').insert({ candidate_id: priya.id, body: 'Mine.' });
    expect(candidateWrites.error?.code).toBe('42501');
  });
});

describe('withdrawing consent', () => {
  it('withdraws the open proposals and ends the recruiter’s access; enrolling again records a new consent', async () => {
    const open = await proposeOk(recruiter, priya.id, (await liveJob(server, 'Cork', { country: 'ireland' })).id);
    expect(await recruiterSeesPriya(recruiter)).toMatchObject({ profile: [{ first_name: 'Priya', last_name: 'Sharma' }] });
    const consentsBefore = (await candidate.from('service_consents').select('id')).data!.length;
    const openBefore = (await service().from('service_proposals').select('id').eq('candidate_id', priya.id).eq('status', 'proposed')).data!.length;
    expect(openBefore).toBeGreaterThan(1);
    const since = await mark(server);

    const withdrawn = await candidate.rpc('withdraw_managed_service_consent');
    expect(withdrawn.error).toBeNull();
    expect(await proposalStatus(open)).toMatchObject({ status: 'withdrawn' });
    const statuses = (await service().from('service_proposals').select('status').eq('candidate_id', priya.id)).data!;
    expect(statuses.filter((p) => p.status === 'approved')).toHaveLength(1); // what was sent stays sent
    expect((await service().from('service_proposals').select('status').eq('candidate_id', priya.id).eq('status', 'proposed')).data).toEqual([]);
    expect(await recruiterSeesPriya(recruiter)).toEqual({ profile: [], proposals: 0 });
    expect((await noticesOf(server, jordan.id, 'service_withdrawn')).at(-1)?.body).toBe(
      'Priya Sharma withdrew their consent to the managed service. Their open proposals are withdrawn.',
    );
    const mail = await onlyMailSince(server, since, jordan.email, 'service_withdrawn');
    expect(mail.subject).toBe('Consent withdrawn: Priya Sharma');
    expect(mail.text).toContain(`Their ${openBefore} open proposals are withdrawn.`);
    const consents = (await candidate.from('service_consents').select('withdrawn_at').order('id')).data!;
    expect(consents.every((c) => c.withdrawn_at !== null)).toBe(true);
    const galway = await liveJob(server, 'Galway', { country: 'ireland' });
    expect((await propose(recruiter, priya.id, galway.id)).error?.code).toBe('42501');

    expect((await enrolWith(candidate, await currentConsentVersion(server))).error).toBeNull();
    const after = (await candidate.from('service_consents').select('id, withdrawn_at').order('id')).data!;
    expect(after).toHaveLength(consentsBefore + 1);
    expect(after.at(-1)!.withdrawn_at).toBeNull();
    expect((await recruiterSeesPriya(recruiter)).profile).toHaveLength(1);
  });
});

describe('assigning a recruiter', () => {
  it('moves the caseload: the old recruiter loses access, the new one gains it, both sides are told', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const byRecruiter = await recruiter.rpc('assign_recruiter', { candidate_id: priya.id, recruiter_id: sam.id });
    expect(byRecruiter.error?.code).toBe('42501');
    expect((await recruiterSeesPriya(sam.client)).profile).toEqual([]);

    const since = await mark(server);
    const moved = await admin.rpc('assign_recruiter', { candidate_id: priya.id, recruiter_id: sam.id });
    expect(moved.error).toBeNull();
    expect(await recruiterSeesPriya(recruiter)).toEqual({ profile: [], proposals: 0 });
    const seen = await recruiterSeesPriya(sam.client);
    expect(seen.profile).toEqual([{ first_name: 'Priya', last_name: 'Sharma' }]);
    expect(seen.proposals).toBeGreaterThan(0);
    expect((await noticesOf(server, sam.id, 'caseload_assigned')).at(-1)?.body).toBe(
      'An admin moved Priya Sharma to your caseload.',
    );
    expect((await noticesOf(server, priya.id, 'service_recruiter')).at(-1)?.body).toBe(
      'Sam Okafor is now your GlobalHire recruiter.',
    );
    expect((await onlyMailSince(server, since, sam.email, 'caseload_assigned')).subject).toBe(
      'New candidate on your caseload: Priya Sharma',
    );
    const away = await onlyMailSince(server, since, jordan.email, 'caseload_assigned');
    expect(away.subject).toBe('Moved from your caseload: Priya Sharma');
    expect(away.text).toContain("An admin moved Priya Sharma to Sam Okafor's caseload.");
    const toPriya = await onlyMailSince(server, since, priya.email, 'service_recruiter');
    expect(toPriya.subject).toBe('Your GlobalHire recruiter');
    expect(toPriya.text).toContain('Sam Okafor is now your GlobalHire recruiter');
  });
});

describe('the record', () => {
  it('keeps audit entries for the enrolment, the proposal and its approval, with who did each', async () => {
    const { data } = await service()
      .from('audit_log')
      .select('action, actor_id, subject_table, subject_id')
      .in('subject_table', ['service_enrolments', 'service_proposals'])
      .order('id');
    const proposal = (
      await service().from('service_proposals').select('id').eq('candidate_id', priya.id).eq('status', 'approved').single()
    ).data!.id;
    expect(data).toEqual(
      expect.arrayContaining([
        { action: 'service.enrolled', actor_id: priya.id, subject_table: 'service_enrolments', subject_id: priya.id },
        { action: 'service.withdrawn', actor_id: priya.id, subject_table: 'service_enrolments', subject_id: priya.id },
        { action: 'proposal.created', actor_id: jordan.id, subject_table: 'service_proposals', subject_id: String(proposal) },
        { action: 'proposal.approved', actor_id: priya.id, subject_table: 'service_proposals', subject_id: String(proposal) },
        { action: 'service.reassigned', actor_id: seedUsers.admin.id, subject_table: 'service_enrolments', subject_id: priya.id },
      ]),
    );
  });

  it("gives the candidate their enrolment, consents, proposals and invoices in Your data, but not the recruiter's notes", async () => {
    const { data, error } = await candidate.rpc('export_my_data');
    expect(error).toBeNull();
    expect(data.managed_service).toMatchObject({ status: 'active', recruiter_id: sam.id });
    expect(data.service_consents.length).toBeGreaterThanOrEqual(2);
    expect(data.service_consents[0].consent_text).toMatch(/^I ask GlobalHire/);
    expect(data.service_proposals.map((p: { status: string }) => p.status)).toEqual(
      expect.arrayContaining(['approved', 'declined', 'withdrawn']),
    );
    expect(data.invoices).toEqual([
      expect.objectContaining({ status: 'issued', total: 150, lines: [expect.objectContaining({ fee_code: 'registration' })] }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Prefers Dublin');
  });
});
