import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyToJob,
  approveJob,
  getJob,
  postJob,
  rejectJob,
  requestPlan,
  sendContactMessage,
  setApplicationStatus,
  setJobFeatured,
  signIn,
  signOut,
  signUp,
  updateCompanyProfile,
  uploadCv,
  getCvDownloadUrl,
  saveJob,
  unsaveJob,
  type PostJobInput,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const newJob: PostJobInput = {
  jobTitle: 'Site Reliability Engineer',
  location: 'Vancouver, Canada',
  country: 'canada',
  category: 'it',
  description: 'Keep our payments platform fast and available.',
  salaryMin: '110000',
  salaryMax: '140000',
  salaryCurrency: 'CAD',
  tags: 'SRE, Kubernetes',
};

describe('jobs: post, moderate, feature', () => {
  it('an employer posts a job that waits for approval and is hidden from visitors until approved', async () => {
    const { client, userId } = await backend.as('employer');
    // Make room under the plan's posting limit by withdrawing every active posting of this employer.
    await backend.server.serviceClient().from('jobs').update({ status: 'draft' }).eq('company_id', userId);
    const posted = await postJob(client, userId, newJob);
    expect(posted.error).toBeNull();
    expect(posted.data).toMatchObject({ approved: null, status: 'published', salary_currency: 'CAD', tags: ['SRE', 'Kubernetes'] });
    expect((await getJob(backend.anon(), posted.data!.id)).data).toBeNull();

    const featureOwn = await setJobFeatured(client, posted.data!.id, true);
    expect(featureOwn.error?.code).toBe('42501');
    const approveOwn = await approveJob(client, posted.data!.id);
    expect(approveOwn.error?.status).toBe(403);

    const admin = (await backend.as('admin')).client;
    const approved = await approveJob(admin, posted.data!.id);
    expect(approved.data).toMatchObject({ approved: true });
    expect(approved.data!.expires_at).not.toBeNull();
    expect((await getJob(backend.anon(), posted.data!.id)).data?.title).toBe('Site Reliability Engineer');
  });

  it('the plan limit is enforced by the database with a readable message', async () => {
    const { client, userId } = await backend.as('employer');
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await postJob(client, userId, { ...newJob, jobTitle: `Engineer ${i}` }));
    const refused = results.find((r) => r.error);
    expect(refused?.error?.message).toMatch(/plan allows \d+ active job posting/);
  });

  it('rejects invalid input before calling the server', async () => {
    const { client, userId } = await backend.as('employer');
    const result = await postJob(client, userId, { ...newJob, salaryMin: '200000' });
    expect(result.error).toMatchObject({ code: 'validation_failed', status: 400 });
  });

  it('an admin can reject a pending job', async () => {
    const admin = (await backend.as('admin')).client;
    const { data: pending } = await backend.server.serviceClient().from('jobs').select('id').is('approved', null).limit(1).single();
    expect((await rejectJob(admin, pending!.id, 'Add the salary range.')).data).toMatchObject({ approved: false });
  });
});

describe('applications', () => {
  it('a candidate applies, the employer moves the pipeline, the candidate can only withdraw', async () => {
    const candidate = await backend.as('candidate');
    const { data: jobs } = await backend.server.serviceClient().from('jobs').select('id, company_id').eq('approved', true).eq('status', 'published').order('id', { ascending: false }).limit(20);
    const { data: mine } = await backend.server.serviceClient().from('applications').select('job_id').eq('candidate_id', candidate.userId);
    const target = jobs!.find((job) => !mine!.some((a) => a.job_id === job.id))!;
    const applied = await applyToJob(candidate.client, candidate.userId, { jobId: target.id, coverLetter: 'I would love to join.' });
    expect(applied.data).toMatchObject({ status: 'new', job_id: target.id });
    expect((await applyToJob(candidate.client, candidate.userId, { jobId: target.id })).error?.code).toBe('23505');

    const cannotShortlistSelf = await setApplicationStatus(candidate.client, applied.data!.id, 'shortlisted');
    expect(cannotShortlistSelf.error).not.toBeNull();
    const withdrawn = await setApplicationStatus(candidate.client, applied.data!.id, 'withdrawn');
    expect(withdrawn.data?.status).toBe('withdrawn');
  });

  it('an employer shortlists an applicant to one of its jobs', async () => {
    const employer = await backend.as('employer');
    const { data: application } = await employer.client.from('applications').select('id, status').eq('status', 'new').limit(1).single();
    const moved = await setApplicationStatus(employer.client, application!.id, 'shortlisted');
    expect(moved.data?.status).toBe('shortlisted');
  });

  it('saves and unsaves a job', async () => {
    const candidate = await backend.as('candidate');
    expect((await saveJob(candidate.client, candidate.userId, 2)).error).toBeNull();
    expect((await saveJob(candidate.client, candidate.userId, 2)).error).toBeNull();
    const saved = () => candidate.client.from('saved_jobs').select('job_id').eq('job_id', 2);
    expect((await saved()).data).toEqual([{ job_id: 2 }]);
    expect((await unsaveJob(candidate.client, candidate.userId, 2)).error).toBeNull();
    expect((await saved()).data).toEqual([]);
  });

  it('uploads a CV into the owner folder and hands out a signed link', async () => {
    const candidate = await backend.as('candidate');
    const file = new File([new Uint8Array([37, 80, 68, 70, 45])], 'My CV.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const uploaded = await uploadCv(candidate.client, candidate.userId, file, { onProgress: (p) => progress.push(p) });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data!.path.startsWith(`${candidate.userId}/`)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect((await getCvDownloadUrl(candidate.client, uploaded.data!.path)).data).toContain('token=');
    const other = await backend.as('employer');
    expect((await uploadCv(other.client, candidate.userId, file)).error).not.toBeNull();
  });

  it('says so when Storage refuses a CV that is not the PDF it claims to be', async () => {
    const candidate = await backend.as('candidate');
    const fake = new File(['Only text, named like a PDF.'], 'fake.pdf', { type: 'application/pdf' });
    const refused = await uploadCv(candidate.client, candidate.userId, fake);
    expect(refused.error).toMatchObject({
      status: 415,
      message: 'This file is not a PDF or Word document. Please choose a PDF, DOC or DOCX file.',
    });
  });
});

describe('accounts, profile, contact, plans', () => {
  it('signs up (confirmation required), then signs in and out', async () => {
    const client = backend.anon();
    const email = `new.employer.${Date.now()}@example.com`;
    const signed = await signUp(client, { email, password: 'a-strong-password', userType: 'employer', firstName: 'Nia', lastName: 'Okoro', companyName: 'Okoro Foods' });
    expect(signed.error).toBeNull();
    expect(signed.data!.session).toBeNull();
    const early = await signIn(client, { email, password: 'a-strong-password' });
    expect(early.error?.code).toBe('email_not_confirmed');
    const wrong = await signIn(client, { email: 'candidate@globalhire.local', password: 'wrong-password' });
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect((await signIn(client, { email: 'candidate@globalhire.local', password: 'globalhire-demo' })).error).toBeNull();
    expect((await signOut(client)).error).toBeNull();
  });

  it('saves the company profile', async () => {
    const { client, userId } = await backend.as('employer');
    const saved = await updateCompanyProfile(client, userId, { companyName: 'Maple Tech Solutions', email: 'hr@mapletech.example', website: 'https://www.mapletech.example', phone: '+1 416 555 0100' });
    expect(saved.data).toMatchObject({ email: 'hr@mapletech.example', phone: '+1 416 555 0100' });
  });

  it('stores a contact message a visitor cannot read back', async () => {
    const sent = await sendContactMessage(backend.anon(), { name: 'Lena Fischer', email: 'lena@example.com', subject: 'Fees', message: 'Is the registration fee refundable?' });
    expect(sent.error).toBeNull();
    const { data } = await backend.anon().from('contact_messages').select('id');
    expect(data).toEqual([]);
    const { data: stored } = await backend.server.serviceClient().from('contact_messages').select('subject').eq('email', 'lena@example.com');
    expect(stored).toEqual([{ subject: 'Fees' }]);
  });

  it('records a plan request for an admin to confirm', async () => {
    const { client, userId } = await backend.as('employer');
    expect((await requestPlan(client, userId, 'enterprise')).data).toMatchObject({ plan: 'enterprise', status: 'requested' });
  });
});
