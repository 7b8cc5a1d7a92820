import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from './support/attempts.js';
import { giveEmployerUnlimitedPlan } from './support/fixtures.js';
import {
  applicant,
  casesOf,
  hire,
  pdf,
  stepsOf,
  type Applicant,
} from './support/hire-visa-case.js';
import { noticesOf } from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { mailsSince, mark, onlyMailSince } from './support/rendered-mail.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The hiring employer on a hire's visa case: they read, upload for and complete the steps that
// are theirs, and nothing else of the case; every other employer is refused all of it.

let server: TestServer;
let employer: SupabaseClient;
let otherEmployer: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(server.serviceClient());
  [employer, otherEmployer, admin] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherEmployer.email),
    signIn(server, seedUsers.admin.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('the hiring employer on the case', () => {
  let hired: Applicant;
  let caseId: number;
  let employerStep: number;
  let candidateStep: number;
  const path = () => `cases/${caseId}/permit-application.pdf`;

  beforeAll(async () => {
    hired = await applicant(server, 'Employer Steps', ['IN']);
    await hire(employer, hired.applicationId);
    caseId = (await casesOf(server, hired.applicationId))[0]!.id;
    const steps = await stepsOf(server.serviceClient(), caseId);
    employerStep = steps.find((s) => s.owner === 'employer')!.id;
    candidateStep = steps.find((s) => s.owner === 'candidate')!.id;
  });

  it('reads their own steps of the case, and of the rest only its stage', async () => {
    expect((await stepsOf(employer, caseId)).map((s) => s.title)).toEqual([
      'Employment permit application',
    ]);
    expect(await must(employer.from('visa_cases').select('id').eq('id', caseId))).toEqual([]);
    const progress = await must<
      { case_id: number; application_id: number; employer_steps_open: number }[]
    >(employer.rpc('employer_visa_progress'));
    expect(progress.find((p) => p.case_id === caseId)).toMatchObject({
      application_id: hired.applicationId,
      employer_steps_open: 1,
    });
  });

  it('uploads a document for their step, which GlobalHire is told about', async () => {
    const since = await mark(server);
    const uploaded = await employer.storage.from('visa-documents').upload(path(), pdf('permit'), {
      contentType: 'application/pdf',
    });
    expect(uploaded.error).toBeNull();
    const row = await must<{ status: string; owner: string }>(
      employer
        .from('visa_case_documents')
        .insert({
          case_id: caseId,
          step_id: employerStep,
          owner: 'employer',
          name: 'Employment permit application form',
          file_path: path(),
        })
        .select('status, owner')
        .single(),
    );
    expect(row).toEqual({ status: 'uploaded', owner: 'employer' });
    const notices = await noticesOf(server, seedUsers.admin.id, 'visa_document_uploaded');
    expect(notices.at(-1)!.body).toBe(
      'Maple Tech Solutions uploaded Employment permit application form for the Critical Skills Employment Permit case.',
    );
    const mail = await onlyMailSince(server, since, seedUsers.admin.email, 'visa_document_uploaded');
    expect(mail.subject).toBe('Visa document uploaded: Employment permit application form');
    expect(mail.text).toContain(
      'Maple Tech Solutions uploaded Employment permit application form for the Critical Skills Employment Permit case.',
    );
    const download = await employer.storage.from('visa-documents').download(path());
    expect(await download.data?.text()).toContain('permit');
  });

  it('refuses a document for a step that is not theirs, or a file outside the case’s folder', async () => {
    const wrongStep = await employer.from('visa_case_documents').insert({
      case_id: caseId,
      step_id: candidateStep,
      owner: 'employer',
      name: 'Passport',
      file_path: path(),
    });
    expect(wrongStep.error?.code).toBe('42501');
    const asCandidate = await employer.from('visa_case_documents').insert({
      case_id: caseId,
      step_id: employerStep,
      owner: 'candidate',
      name: 'Passport',
      file_path: path(),
    });
    expect(asCandidate.error?.code).toBe('42501');
    const elsewhere = await employer.from('visa_case_documents').insert({
      case_id: caseId,
      step_id: employerStep,
      owner: 'employer',
      name: 'Permit',
      file_path: `${hired.candidate.id}/passport.pdf`,
    });
    expect(elsewhere.error?.message).toBe("Upload the file to the case's folder first.");
  });

  it('marks their step done (never undone), and cannot touch the candidate’s steps', async () => {
    const before = (await casesOf(server, hired.applicationId))[0]!.version;
    const since = await mark(server);
    const done = await must<{ done: boolean }[]>(
      employer.from('visa_case_steps').update({ done: true }).eq('id', employerStep).select('done'),
    );
    expect(done).toEqual([{ done: true }]);
    expect((await casesOf(server, hired.applicationId))[0]!.version).toBe(before + 1);
    expect((await noticesOf(server, hired.candidate.id, 'visa_step')).at(-1)!.body).toBe(
      'Step completed: Employment permit application.',
    );
    expect((await noticesOf(server, seedUsers.admin.id, 'visa_step')).at(-1)!.body).toBe(
      'Maple Tech Solutions completed "Employment permit application" on the Critical Skills Employment Permit case.',
    );
    const toTeam = await onlyMailSince(server, since, seedUsers.admin.email, 'visa_step');
    expect(toTeam.subject).toBe('Maple Tech Solutions completed a visa step: Employment permit application');
    expect(toTeam.text).toContain(`/admin/visa-cases/${caseId}`);
    const toCandidate = await onlyMailSince(server, since, hired.candidate.email, 'visa_step');
    expect(toCandidate.subject).toBe('Visa step completed: Employment permit application');

    const reopened = await employer
      .from('visa_case_steps')
      .update({ done: false })
      .eq('id', employerStep);
    expect(reopened.error?.message).toBe('Only GlobalHire can reopen a step.');
    const renamed = await employer
      .from('visa_case_steps')
      .update({ title: 'Done by us' })
      .eq('id', employerStep);
    expect(renamed.error?.code).toBe('42501');

    await must(
      employer.from('visa_case_steps').update({ done: true }).eq('id', candidateStep).select('id'),
    );
    const steps = await stepsOf(server.serviceClient(), caseId);
    expect(steps.find((s) => s.id === candidateStep)!.done).toBe(false);
  });

  it('keeps the employer’s documents from the candidate, and the candidate’s from the employer', async () => {
    await must(
      admin.rpc('visa_case_request_document', {
        case_id: caseId,
        expected_version: (await casesOf(server, hired.applicationId))[0]!.version,
        name: 'Passport (bio page)',
      }),
    );
    const byEmployer = await must<{ owner: string }[]>(
      employer.from('visa_case_documents').select('owner').eq('case_id', caseId),
    );
    expect(byEmployer).toEqual([{ owner: 'employer' }]);
    const byCandidate = await must<{ id: number; owner: string }[]>(
      hired.candidate.client.from('visa_case_documents').select('id, owner').eq('case_id', caseId),
    );
    expect(byCandidate.map((d) => d.owner)).toEqual(['candidate']);
    const candidateFile = await hired.candidate.client.storage
      .from('visa-documents')
      .download(path());
    expect(candidateFile.error).not.toBeNull();
  });

  it('refuses every other employer', async () => {
    expect(await stepsOf(otherEmployer, caseId)).toEqual([]);
    expect(
      await must(otherEmployer.from('visa_case_documents').select('id').eq('case_id', caseId)),
    ).toEqual([]);
    const upload = await otherEmployer.storage
      .from('visa-documents')
      .upload(`cases/${caseId}/forged.pdf`, pdf('forged'), { contentType: 'application/pdf' });
    expect(upload.error).not.toBeNull();
    const download = await otherEmployer.storage.from('visa-documents').download(path());
    expect(download.error).not.toBeNull();
    const insert = await otherEmployer.from('visa_case_documents').insert({
      case_id: caseId,
      step_id: employerStep,
      owner: 'employer',
      name: 'Forged',
      file_path: `cases/${caseId}/forged.pdf`,
    });
    expect(insert.error?.code).toBe('42501');
    const progress = await must<{ case_id: number }[]>(otherEmployer.rpc('employer_visa_progress'));
    expect(progress.map((p) => p.case_id)).not.toContain(caseId);
  });

  it('hears how GlobalHire reviewed their document, with the reason in the team’s words', async () => {
    const [document] = await must<{ id: number }[]>(
      server.serviceClient().from('visa_case_documents').select('id').eq('case_id', caseId).eq('owner', 'employer'),
    );
    const since = await mark(server);
    await must(
      admin.rpc('visa_case_review_document', {
        document_id: document!.id,
        expected_version: (await casesOf(server, hired.applicationId))[0]!.version,
        accept: false,
        reason: 'Page 2 is missing.',
      }),
    );
    const mail = await onlyMailSince(server, since, seedUsers.employer.email, 'visa_document_reviewed');
    expect(mail.subject).toBe('Document needs another upload: Employment permit application form');
    expect(mail.text).toContain("Why, in the visa team's words\n\nPage 2 is missing.");
    expect(mail.text).toContain('Test engineer Employer Steps');
    expect(mail.text).toContain(`/employer/jobs/${hired.jobId}/applicants`);
    expect(await mailsSince(server, since, hired.candidate.email, 'visa_document_reviewed')).toEqual([]);
  });
});
