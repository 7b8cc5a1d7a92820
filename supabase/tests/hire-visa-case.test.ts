import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from './support/attempts.js';
import { giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { applicant, casesOf, hire, stepsOf, type Applicant } from './support/hire-visa-case.js';
import {
  approvedPlacement,
  chargesOf,
  enrolledCandidate,
  noticesOf,
  serviceUpdate,
  signInRecruiter,
  type Account,
} from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { mark, onlyMailSince } from './support/rendered-mail.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A hire opens the candidate's visa case when the job's country is one they may not work in:
// with the route of their visa-fit verdict and its steps, once per application, whichever path
// hires them ("Mark as hired" or an accepted offer). What the employer may do on the case is in
// hire-visa-case-employer.test.ts.

let server: TestServer;
let employer: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(server.serviceClient());
  employer = await signIn(server, seedUsers.employer.email);
});

afterAll(async () => {
  await server?.stop();
});

const openForHire = async (applicationId: number) =>
  (
    await server.server.db.query<{ id: string | null }>(
      'select private.open_visa_case_for_hire($1) as id',
      [applicationId],
    )
  ).rows[0]!.id;

describe('a hire opens a visa case', () => {
  let hired: Applicant;
  let caseId: number;

  it('opens the case of the verdict’s route, with its steps and their owners, and tells both sides', async () => {
    hired = await applicant(server, 'Hire India', ['IN']);
    const since = await mark(server);
    await hire(employer, hired.applicationId);
    const [opened, ...more] = await casesOf(server, hired.applicationId);
    expect(more).toEqual([]);
    expect(opened).toMatchObject({
      job_id: hired.jobId,
      employer_id: seedUsers.employer.id,
      destination_country: 'ireland',
      visa_type: 'Critical Skills Employment Permit',
      status: 'requested',
    });
    caseId = opened!.id;
    expect((await stepsOf(server.serviceClient(), caseId)).map((s) => [s.title, s.owner])).toEqual([
      ['Eligibility check', 'globalhire'],
      ['Employment permit application', 'employer'],
      ['Entry visa (if required)', 'candidate'],
      ['Arrival and registration', 'candidate'],
    ]);
    expect((await noticesOf(server, hired.candidate.id, 'visa_case_status')).at(-1)).toMatchObject({
      title: 'Visa case opened',
      body: `Your new job "Test engineer Hire India" needs a visa for Ireland, so our visa team opened a case: Critical Skills Employment Permit.`,
    });
    expect((await noticesOf(server, seedUsers.employer.id, 'visa_step')).at(-1)!.body).toBe(
      `The visa case of ${hired.candidate.name} for "Test engineer Hire India" has steps for you: Employment permit application.`,
    );
    const toCandidate = await onlyMailSince(server, since, hired.candidate.email, 'visa_case_status');
    expect(toCandidate.subject).toBe('Visa case opened for your new job: Test engineer Hire India');
    expect(toCandidate.text).toContain(
      'Your new job needs a visa for Ireland, so our visa team opened a case: Critical Skills Employment Permit.',
    );
    expect(toCandidate.text).toContain('€60,000 - €70,000 per year');
    const toEmployer = await onlyMailSince(server, since, seedUsers.employer.email, 'visa_step');
    expect(toEmployer.subject).toBe('A visa case has steps for you: Test engineer Hire India');
    expect(toEmployer.text).toContain(
      `${hired.candidate.name} needs a visa for Ireland, so our visa team opened a case: Critical Skills Employment Permit. These steps are yours: Employment permit application.`,
    );
    expect(toEmployer.text).toContain(`/employer/jobs/${hired.jobId}/applicants`);
  });

  it('opens no second case for the same hire, whoever asks again (an accepted offer)', async () => {
    expect(Number(await openForHire(hired.applicationId))).toBe(caseId);
    await serviceUpdate(server, 'applications', hired.applicationId, { status: 'offer' });
    await hire(employer, hired.applicationId);
    expect((await casesOf(server, hired.applicationId)).map((c) => c.id)).toEqual([caseId]);
    expect(await stepsOf(server.serviceClient(), caseId)).toHaveLength(4);
  });

  it('opens none when the candidate’s citizenship gives them the right to work there', async () => {
    const french = await applicant(server, 'Hire France', ['FR']);
    await hire(employer, french.applicationId);
    expect(await casesOf(server, french.applicationId)).toEqual([]);
    expect(await openForHire(french.applicationId)).toBeNull();
  });

  it('opens none for a candidate who lives there and recorded no citizenship, and one for a candidate abroad', async () => {
    const local = await applicant(server, 'Hire Local', [], 'ireland');
    await hire(employer, local.applicationId);
    expect(await casesOf(server, local.applicationId)).toEqual([]);

    const abroad = await applicant(server, 'Hire Abroad', []);
    await hire(employer, abroad.applicationId);
    expect(await casesOf(server, abroad.applicationId)).toHaveLength(1);
  });

  it('makes the candidate’s own request for that job the hire’s case rather than a second one', async () => {
    const requester = await applicant(server, 'Hire Request', ['IN']);
    const requested = await must<{ id: number }>(
      requester.candidate.client
        .from('visa_cases')
        .insert({
          candidate_id: requester.candidate.id,
          destination_country: 'ireland',
          visa_type: 'Work permit',
          status: 'requested',
        })
        .select('id')
        .single(),
    );
    await hire(employer, requester.applicationId);
    expect(await casesOf(server, requester.applicationId)).toEqual([
      expect.objectContaining({
        id: requested.id,
        job_id: requester.jobId,
        visa_type: 'Critical Skills Employment Permit',
      }),
    ]);
  });

  it('refuses a candidate who links their own request to an application', async () => {
    const { candidate, applicationId } = await applicant(server, 'Hire Link', ['IN']);
    const { error } = await candidate.client.from('visa_cases').insert({
      candidate_id: candidate.id,
      application_id: applicationId,
      destination_country: 'ireland',
      visa_type: 'Work permit',
      status: 'requested',
    });
    expect(error?.code).toBe('42501');
  });
});

describe('the managed service’s success fee on the hire’s own case', () => {
  let recruiter: SupabaseClient;
  let candidate: Account;

  beforeAll(async () => {
    recruiter = await signInRecruiter(server);
    candidate = await enrolledCandidate(server, 'Hire Fee');
  });

  it('is invoiced once the case the hire opened is approved', async () => {
    const placement = await approvedPlacement(server, recruiter, candidate, 'hire fee', {
      country: 'ireland',
    });
    await hire(employer, placement.applicationId);
    const [opened] = await casesOf(server, placement.applicationId);
    const successes = async () =>
      (await chargesOf(server, candidate.id)).filter((c) => c.fee_code === 'success');
    expect(await successes()).toEqual([]);
    await serviceUpdate(server, 'visa_cases', opened!.id, { status: 'approved' });
    expect(await successes()).toEqual([
      expect.objectContaining({ status: 'invoiced', application_id: placement.applicationId }),
    ]);
  });
});
