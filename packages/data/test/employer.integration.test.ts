import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelPlanRequest,
  deleteJob,
  getCvDownloadUrl,
  getEmployerJob,
  getMyPlan,
  listEmployerApplicants,
  listEmployerJobs,
  listPendingPlanRequests,
  postJob,
  requestPlan,
  setApplicationStatus,
  setJobStatus,
  updateCompanyProfile,
  updateJob,
  uploadCv,
  type GlobalHireClient,
  type PostJobInput,
} from '../src';
import { defaultHandlers } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// The seed: Maple Tech Solutions (the demo employer, Premium: 5 postings) owns job 1 (live),
// 6 (pending), 9 (expired) and 10 (a draft); applications 1, 3, 7, 8 and 9 are to its jobs.
// Harbour Health Network (…e2) owns jobs 2 and 7; application 4 is to job 2.
const harbourHealth = { email: 'talent@harbourhealth.example', password: 'globalhire-demo' };

let backend: Backend;
let employer: GlobalHireClient;
let employerId: string;
let otherEmployer: GlobalHireClient;
let candidate: GlobalHireClient;
let candidateId: string;
beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  otherEmployer = (await backend.server.signInAs(harbourHealth.email, harbourHealth.password)).client as GlobalHireClient;
});
afterAll(() => backend?.stop());

const service = () => backend.server.serviceClient();

const newJob = (title: string): PostJobInput => ({
  jobTitle: title,
  location: 'Toronto, Canada',
  country: 'canada',
  category: 'it',
  description: 'Build and run the services behind our payments products.',
  tags: 'Go, Kubernetes',
  requirements: ['3+ years with Go'],
  salaryMin: '90000',
  salaryMax: '110000',
  salaryCurrency: 'CAD',
});

describe('the employer job list (job_summaries through RLS)', () => {
  it('lists exactly the company’s own jobs, each in its state', async () => {
    const { data, error } = await listEmployerJobs(employer, employerId);
    expect(error).toBeNull();
    const { data: owned } = await service().from('jobs').select('id').eq('company_id', employerId);
    expect(data!.map((job) => job.id).sort()).toEqual(owned!.map((job) => job.id).sort());
    const byId = new Map(data!.map((job) => [job.id, job]));
    expect(byId.get(1)).toMatchObject({ title: 'Senior Software Engineer', lifecycle: 'active', featured: true });
    expect(byId.get(1)!.views).toBeGreaterThan(0);
    expect(byId.get(1)!.applications).toBe(3);
    expect(byId.get(6)!.lifecycle).toBe('pending');
    expect(byId.get(9)!.lifecycle).toBe('expired');
    expect(byId.get(10)!.lifecycle).toBe('draft');
  });

  it('filters to drafts, and shows nothing of one company to another', async () => {
    const drafts = await listEmployerJobs(employer, employerId, { lifecycle: 'draft' });
    expect(drafts.data!.map((job) => job.id)).toEqual([10]);
    const foreign = await listEmployerJobs(otherEmployer, employerId);
    // Another employer sees only Maple Tech's live job, as any visitor does, never its drafts or pending ones.
    expect(foreign.data!.map((job) => job.lifecycle)).toEqual(['active']);
    expect((await listEmployerJobs(backend.anon(), employerId, { lifecycle: 'draft' })).data).toEqual([]);
  });

  it('opens its own job for editing, and not another company’s', async () => {
    const own = await getEmployerJob(employer, employerId, 10);
    expect(own.data).toMatchObject({ id: 10, title: 'Product Designer', status: 'draft' });
    expect((await getEmployerJob(otherEmployer, employerId, 10)).data).toBeNull();
    expect((await getEmployerJob(employer, employerId, 2)).data).toBeNull();
  });
});

describe('applicants to the company’s jobs', () => {
  it('lists the applications to its jobs with the candidates’ names', async () => {
    const { data, error } = await listEmployerApplicants(employer, employerId);
    expect(error).toBeNull();
    expect(data!.map((row) => row.id).sort((a, b) => a - b)).toEqual([1, 3, 7, 8, 9]);
    const priya = data!.find((row) => row.id === 1)!;
    expect(priya.job.title).toBe('Senior Software Engineer');
    expect(priya.candidate).toMatchObject({ first_name: 'Priya', last_name: 'Sharma', email: 'candidate@globalhire.local' });
  });

  it('narrows to one job or one stage', async () => {
    const forJob = await listEmployerApplicants(employer, employerId, { jobId: 9 });
    expect(forJob.data!.map((row) => row.id).sort()).toEqual([3, 9]);
    const shortlisted = await listEmployerApplicants(employer, employerId, { status: 'rejected' });
    expect(shortlisted.data!.map((row) => row.id).sort()).toEqual([3, 8]);
  });

  it('gives only the newest few when asked for a limit', async () => {
    const all = (await listEmployerApplicants(employer, employerId)).data!;
    const newest = await listEmployerApplicants(employer, employerId, { limit: 2 });
    expect(newest.error).toBeNull();
    expect(newest.data!.map((row) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
  });

  it('shows nothing to another employer or a visitor', async () => {
    expect((await listEmployerApplicants(otherEmployer, employerId)).data).toEqual([]);
    expect((await listEmployerApplicants(backend.anon(), employerId)).data).toEqual([]);
  });

  it('moves an applicant through the pipeline, and the candidate hears about it', async () => {
    for (const status of ['shortlisted', 'interview', 'offer'] as const) {
      const { data, error } = await setApplicationStatus(employer, 7, status);
      expect(error).toBeNull();
      expect(data!.status).toBe(status);
    }
    const { data: events } = await service().from('application_events').select('to_status').eq('application_id', 7).order('id');
    expect(events!.map((event) => event.to_status)).toEqual(['new', 'shortlisted', 'interview', 'offer']);
    const { data: notes } = await service()
      .from('notifications')
      .select('body')
      .eq('user_id', '00000000-0000-4000-8000-0000000000c6')
      .like('body', '%"Senior Software Engineer" is now: Offer.%');
    expect(notes).toHaveLength(1);
  });

  it('cannot withdraw for the candidate, nor touch another company’s applicants', async () => {
    const withdrawn = await setApplicationStatus(employer, 7, 'withdrawn');
    expect(withdrawn.error).not.toBeNull();
    const foreign = await setApplicationStatus(employer, 4, 'rejected');
    expect(foreign.error).not.toBeNull();
    const { data: untouched } = await service().from('applications').select('status').eq('id', 4).single();
    expect(untouched!.status).not.toBe('rejected');
  });

  it('opens an applicant’s CV through a signed link; another employer cannot', async () => {
    const cv = new File([new TextEncoder().encode('%PDF-1.4 Priya Sharma CV')], 'priya-sharma-cv.pdf', { type: 'application/pdf' });
    const uploaded = await uploadCv(candidate, candidateId, cv);
    expect(uploaded.error).toBeNull();
    const { data: signed, error } = await getCvDownloadUrl(employer, uploaded.data!.path);
    expect(error).toBeNull();
    const response = await fetch(signed!);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Priya Sharma CV');
    expect((await getCvDownloadUrl(otherEmployer, uploaded.data!.path)).error).not.toBeNull();
  });
});

describe('posting and managing jobs', () => {
  it('posts a job that waits for approval, edits it, moves it to drafts and back, deletes it', async () => {
    const posted = await postJob(employer, employerId, newJob('Site Reliability Engineer'));
    expect(posted.error).toBeNull();
    const id = posted.data!.id;
    let listed = (await listEmployerJobs(employer, employerId)).data!.find((job) => job.id === id);
    expect(listed).toMatchObject({ title: 'Site Reliability Engineer', lifecycle: 'pending', applications: 0 });

    const edited = await updateJob(employer, id, { ...newJob('Senior Site Reliability Engineer'), visaSponsorship: true });
    expect(edited.data).toMatchObject({ title: 'Senior Site Reliability Engineer', visa_sponsorship: true, approved: null });

    expect((await setJobStatus(employer, id, 'draft')).error).toBeNull();
    listed = (await listEmployerJobs(employer, employerId, { lifecycle: 'draft' })).data!.find((job) => job.id === id);
    expect(listed?.lifecycle).toBe('draft');
    expect((await setJobStatus(employer, id, 'published')).data!.status).toBe('published');

    expect((await deleteJob(employer, id)).error).toBeNull();
    expect((await getEmployerJob(employer, employerId, id)).data).toBeNull();
  });

  it('another employer cannot change or delete the company’s jobs', async () => {
    expect((await setJobStatus(otherEmployer, 1, 'draft')).error).not.toBeNull();
    await deleteJob(otherEmployer, 6);
    const { data } = await service().from('jobs').select('id, status').in('id', [1, 6]).order('id');
    expect(data).toEqual([{ id: 1, status: 'published' }, { id: 6, status: 'published' }]);
  });

  it('stops at the plan’s posting limit with a readable message; drafts do not count', async () => {
    const plan = (await getMyPlan(employer)).data!;
    expect(plan).toMatchObject({ plan: 'premium', posting_limit: 5 });
    for (let n = plan.active_postings; n < 5; n++) {
      expect((await postJob(employer, employerId, newJob(`Backend Engineer ${n}`))).error).toBeNull();
    }
    const over = await postJob(employer, employerId, newJob('One Too Many'));
    expect(over.error).toMatchObject({ code: 'P0001', status: 400 });
    expect(over.error!.message).toBe('Your Premium plan allows 5 active job postings. Upgrade your plan to post more.');
    const draft = await postJob(employer, employerId, newJob('Kept For Later'), { draft: true });
    expect(draft.data!.status).toBe('draft');
    expect((await setJobStatus(employer, draft.data!.id, 'published')).error?.code).toBe('P0001');
    expect((await getMyPlan(employer)).data!.active_postings).toBe(5);
  });
});

describe('company profile and plan requests', () => {
  it('saves the company profile', async () => {
    const saved = await updateCompanyProfile(employer, employerId, {
      companyName: 'Maple Tech Solutions Inc.',
      website: 'https://www.mapletech.example',
      email: 'careers@mapletech.example',
      phone: '+1 416 555 0100',
      address: '200 Bay Street, Toronto',
      description: 'Payments software for Canadian credit unions.',
    });
    expect(saved.error).toBeNull();
    const { data } = await service().from('profiles').select('company_name, email, phone').eq('id', employerId).single();
    expect(data).toEqual({ company_name: 'Maple Tech Solutions Inc.', email: 'careers@mapletech.example', phone: '+1 416 555 0100' });
  });

  it('records a plan request an admin confirms later, and can withdraw it', async () => {
    const requested = await requestPlan(employer, employerId, 'enterprise');
    expect(requested.data).toMatchObject({ plan: 'enterprise', status: 'requested' });
    const pending = await listPendingPlanRequests(employer, employerId);
    expect(pending.data!.map((row) => row.plan)).toEqual(['enterprise']);
    // Requesting changes nothing until an admin confirms it.
    expect((await getMyPlan(employer)).data!.plan).toBe('premium');
    expect((await listPendingPlanRequests(otherEmployer, employerId)).data).toEqual([]);
    expect((await cancelPlanRequest(otherEmployer, requested.data!.id)).error).not.toBeNull();
    expect((await cancelPlanRequest(employer, requested.data!.id)).error).toBeNull();
    expect((await listPendingPlanRequests(employer, employerId)).data).toEqual([]);
    expect((await cancelPlanRequest(employer, requested.data!.id)).error?.code).toBe('not_found');
  });
});

describe('mocks answer the employer queries in the backend’s shapes', () => {
  const mockServer = startMockServer(defaultHandlers);
  const queries: Record<string, (client: GlobalHireClient, companyId: string) => Promise<unknown>> = {
    employerJobs: (client, id) => listEmployerJobs(client, id),
    employerJob: (client, id) => getEmployerJob(client, id, 1),
    employerApplicants: (client, id) => listEmployerApplicants(client, id),
    myPlan: (client) => getMyPlan(client),
  };
  it.each(Object.keys(queries))('%s', async (name) => {
    const fromBackend = (await queries[name]!(employer, employerId)) as { data: unknown; error: unknown };
    mockServer.listen({ onUnhandledRequest: 'error' });
    let fromMocks: { data: unknown; error: unknown };
    try {
      fromMocks = (await queries[name]!(mockClient(), employerId)) as { data: unknown; error: unknown };
    } finally {
      mockServer.close();
    }
    expect(fromBackend.error).toBeNull();
    expect(fromMocks.error).toBeNull();
    expect(fromBackend.data).not.toBeNull();
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });
});
