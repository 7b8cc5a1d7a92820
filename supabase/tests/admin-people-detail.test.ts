import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalHireClient } from '../../packages/data/src/client.js';
import { getCvDownloadUrl } from '../../packages/data/src/mutations/storage.js';
import { getVisaDocumentUrl } from '../../packages/data/src/mutations/visa-cases.js';
import {
  getAccountActivity,
  listAccountAudit,
} from '../../packages/data/src/queries/admin-account-history.js';
import {
  getAdminCandidate,
  getAdminCandidateEnrolment,
  listAdminCandidateApplications,
  listAdminCandidateVisaCases,
} from '../../packages/data/src/queries/admin-people.js';
import {
  getAdminEmployer,
  listAdminEmployerJobs,
  listAdminEmployerLicences,
} from '../../packages/data/src/queries/admin-employer-detail.js';
import { insertRow, jobRow } from './support/fixtures.js';
import { enrol, newCandidate, visaCase, type Account } from './support/managed-service-fixtures.js';
import { demoPassword, seedUsers, signIn, signInAal1 } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// What the admin's candidate and employer review pages read, through the same data functions:
// an admin with a second factor reads all of it; an admin without one, other accounts and
// visitors read none of it.

let server: TestServer;
let admin: GlobalHireClient;
let outsiders: [name: string, client: GlobalHireClient][];
let candidate: Account;
let employerId: string;
let cvPath: string;
let documentPath: string;

const asData = (client: SupabaseClient) => client as unknown as GlobalHireClient;
const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: 'application/pdf' });

beforeAll(async () => {
  server = await startTestServer();
  const service = server.serviceClient();
  admin = asData(await signIn(server, seedUsers.admin.email));
  outsiders = [
    ['an admin without a second factor', asData(await signInAal1(server, seedUsers.admin.email))],
    ['another candidate', asData(await signIn(server, seedUsers.otherCandidate.email))],
    [
      'an employer the candidate did not apply to',
      asData(await signIn(server, seedUsers.otherEmployer.email)),
    ],
    ['a visitor', asData(server.client())],
  ];

  // A candidate waiting for approval, with a CV, an application, the managed service and a visa
  // document; then approved by the admin (an audited action).
  candidate = await newCandidate(server, 'Review Subject', { status: 'pending' });
  cvPath = `${candidate.id}/cv.pdf`;
  expect((await candidate.client.storage.from('cvs').upload(cvPath, pdf('cv'))).error).toBeNull();
  const jobId = await insertRow(
    service,
    'jobs',
    jobRow(seedUsers.employer.id, 'review-subject', { approved: true }),
  );
  await insertRow(service, 'applications', {
    job_id: jobId,
    candidate_id: candidate.id,
    cv_path: cvPath,
  });
  await enrol(server, candidate);
  const caseId = await visaCase(server, candidate.id, {
    destination_country: 'canada',
    status: 'in_progress',
  });
  documentPath = `${candidate.id}/passport.pdf`;
  expect(
    (await candidate.client.storage.from('visa-documents').upload(documentPath, pdf('passport')))
      .error,
  ).toBeNull();
  await insertRow(service, 'visa_case_documents', {
    case_id: caseId,
    name: 'Passport (bio page)',
    status: 'uploaded',
    file_path: documentPath,
  });
  const approved = await admin
    .from('profiles')
    .update({ candidate_status: 'active' })
    .eq('id', candidate.id);
  expect(approved.error).toBeNull();

  // A new employer waiting for verification: a claimed licence, and a job the admin rejects.
  const created = await service.auth.admin.createUser({
    email: 'review.subject@employer.example',
    password: demoPassword,
    email_confirm: true,
    user_metadata: {
      first_name: 'Rae',
      last_name: 'Stone',
      company_name: 'Review Subject Builders',
      user_type: 'employer',
    },
  });
  employerId = created.data.user!.id;
  const { error: contact } = await service
    .from('profiles')
    .update({ email: 'review.subject@employer.example', phone: '+44 20 5550 0101' })
    .eq('id', employerId);
  expect(contact).toBeNull();
  await insertRow(service, 'employer_licences', {
    employer_id: employerId,
    kind: 'uk_licensed_sponsor',
    licence_number: 'RS1234567',
  });
  const pendingJob = await insertRow(service, 'jobs', jobRow(employerId, 'review-employer'));
  const rejected = await admin
    .from('jobs')
    .update({ approved: false, rejection_reason: 'The job asks for a fee.' })
    .eq('id', pendingJob);
  expect(rejected.error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('the candidate review page', () => {
  it('shows an admin with a second factor the profile, CV, application, enrolment, documents, counts and trail', async () => {
    const profile = (await getAdminCandidate(admin, candidate.id)).data;
    expect(profile).toMatchObject({
      email: candidate.email,
      cv_path: cvPath,
      candidate_status: 'active',
    });
    const applications = (await listAdminCandidateApplications(admin, candidate.id)).data;
    expect(applications?.total).toBe(1);
    expect(applications?.rows[0]?.job?.company?.company_name).toBe('Maple Tech Solutions');
    expect((await getCvDownloadUrl(admin, cvPath, 60)).error).toBeNull();
    const cases = (await listAdminCandidateVisaCases(admin, candidate.id)).data;
    expect(cases?.[0]?.documents.map((document) => document.file_path)).toEqual([documentPath]);
    expect((await getVisaDocumentUrl(admin, documentPath, 60)).error).toBeNull();
    expect((await getAdminCandidateEnrolment(admin, candidate.id)).data?.status).toBe('active');
    const activity = (await getAccountActivity(admin, candidate.id)).data;
    expect(activity).toMatchObject({ sent: { new: 1 }, sentTotal: 1, busiestHour: { count: 1 } });
    const trail = (await listAccountAudit(admin, candidate.id)).data ?? [];
    expect(trail.map((entry) => entry.action)).toContain('candidate.approved');
  });

  it('shows nothing of it to anyone else', async () => {
    for (const [name, client] of outsiders) {
      expect((await getAdminCandidate(client, candidate.id)).data, name).toBeNull();
      expect((await listAdminCandidateApplications(client, candidate.id)).data, name).toEqual({
        rows: [],
        total: 0,
      });
      expect((await getCvDownloadUrl(client, cvPath, 60)).error, name).not.toBeNull();
      expect((await listAdminCandidateVisaCases(client, candidate.id)).data, name).toEqual([]);
      expect((await getVisaDocumentUrl(client, documentPath, 60)).error, name).not.toBeNull();
      expect((await getAdminCandidateEnrolment(client, candidate.id)).data, name).toBeNull();
      expect((await getAccountActivity(client, candidate.id)).error?.code, name).toBe('42501');
      expect((await listAccountAudit(client, candidate.id)).error?.code, name).toBe('42501');
    }
  });

  it('counts the most applications sent within any 60 minutes', async () => {
    const service = server.serviceClient();
    const busy = await newCandidate(server, 'Busy Applier');
    const start = Date.parse('2026-05-01T08:00:00Z');
    for (const [index, minutes] of [0, 20, 59, 185].entries()) {
      const job = await insertRow(
        service,
        'jobs',
        jobRow(seedUsers.employer.id, `busy-${index}`, { approved: true }),
      );
      await insertRow(service, 'applications', {
        job_id: job,
        candidate_id: busy.id,
        created_at: new Date(start + minutes * 60_000).toISOString(),
      });
    }
    const activity = (await getAccountActivity(admin, busy.id)).data;
    expect(activity?.sentTotal).toBe(4);
    expect(activity?.busiestHour?.count).toBe(3);
    expect(Date.parse(activity!.busiestHour!.endedAt)).toBe(start + 59 * 60_000);
  });

  it('lists at most the entries asked for, newest first', async () => {
    const { error } = await admin
      .from('profiles')
      .update({
        blocked_at: new Date().toISOString(),
        blocked_reason: 'Asked employers for money.',
      })
      .eq('id', candidate.id);
    expect(error).toBeNull();
    const newest = (await listAccountAudit(admin, candidate.id, 1)).data ?? [];
    expect(newest.map((entry) => entry.action)).toEqual(['account.blocked']);
  });
});

describe('the employer review page', () => {
  it('shows an admin with a second factor the contact details, every job, licences, counts and trail', async () => {
    const profile = (await getAdminEmployer(admin, employerId)).data;
    expect(profile).toMatchObject({
      company_name: 'Review Subject Builders',
      email: 'review.subject@employer.example',
      phone: '+44 20 5550 0101',
      employer_status: 'pending',
    });
    const jobs = (await listAdminEmployerJobs(admin, employerId)).data;
    expect(jobs?.rows.map((job) => job.lifecycle)).toEqual(['rejected']);
    expect((await listAdminEmployerLicences(admin, employerId)).data?.map((l) => l.status)).toEqual(
      ['claimed'],
    );
    expect((await getAccountActivity(admin, employerId)).data?.jobs).toEqual({ rejected: 1 });
    const trail = (await listAccountAudit(admin, employerId)).data ?? [];
    expect(trail.map((entry) => entry.action)).toContain('job.rejected');
  });

  it('shows nothing of it to anyone else', async () => {
    for (const [name, client] of outsiders) {
      expect((await getAdminEmployer(client, employerId)).data, name).toBeNull();
      expect((await listAdminEmployerJobs(client, employerId)).data, name).toEqual({
        rows: [],
        total: 0,
      });
      expect((await listAdminEmployerLicences(client, employerId)).data, name).toEqual([]);
      expect((await getAccountActivity(client, employerId)).error?.code, name).toBe('42501');
      expect((await listAccountAudit(client, employerId)).error?.code, name).toBe('42501');
    }
  });

  it('answers an id that names no account with not found', async () => {
    expect((await getAdminEmployer(admin, 'not-an-id')).data).toBeNull();
    expect((await getAdminCandidate(admin, employerId)).data).toBeNull();
    expect((await getAdminEmployer(admin, candidate.id)).data).toBeNull();
  });
});
