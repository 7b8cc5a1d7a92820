import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveJob,
  getAdminAnalytics,
  getAdminDashboardStats,
  listAdminApplications,
  listAdminCandidates,
  listAdminContent,
  listAdminEmployers,
  listAdminJobs,
  listArticles,
  listEmployerOptions,
  listUserAccounts,
  rejectJob,
  searchJobs,
  setCandidateStatus,
  setContentStatus,
  setEmployerStatus,
  setJobFeatured,
  setUserRole,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';
import { defaultHandlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// The seed: jobs 1-5 live, 6-7 pending, 8 rejected, 9 and 11 expired, 10 a draft; seven
// employers (Southern Cross Construction pending), seven candidates (Tomasz Nowak blocked,
// Maria Santos and Wei Chen pending), six articles and 14 FAQs (one of each a draft), nine
// applications.
const ids = {
  southernCross: '00000000-0000-4000-8000-0000000000e7',
  tomasz: '00000000-0000-4000-8000-0000000000c4',
  maria: '00000000-0000-4000-8000-0000000000c3',
  ana: '00000000-0000-4000-8000-0000000000c5',
};

let backend: Backend;
let admin: GlobalHireClient;
let employer: GlobalHireClient;
let employerId: string;
let candidate: GlobalHireClient;
beforeAll(async () => {
  backend = await startBackend();
  const [a, e, c] = await Promise.all([
    backend.as('admin'),
    backend.as('employer'),
    backend.as('candidate'),
  ]);
  admin = a.client;
  employer = e.client;
  employerId = e.userId;
  candidate = c.client;
});
afterAll(() => backend?.stop());

describe('admin jobs list', () => {
  it('gives the admin every job, one page at a time with the exact total', async () => {
    const first = await listAdminJobs(admin, { pageSize: 4 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ total: 11, page: 1, pageSize: 4, pageCount: 3 });
    expect(first.data!.rows).toHaveLength(4);
    const third = await listAdminJobs(admin, { pageSize: 4, page: 3 });
    expect(third.data!.rows).toHaveLength(3);
    const seen = new Set([...first.data!.rows, ...third.data!.rows].map((job) => job.id));
    expect(seen.size).toBe(7);
    const beyond = await listAdminJobs(admin, { pageSize: 4, page: 9 });
    expect(beyond).toMatchObject({ error: null, data: { rows: [], page: 9 } });
  });

  it("the dashboard's Pending Approvals counts the approval queue (drafts are not waiting)", async () => {
    const queue = await listAdminJobs(admin, { lifecycle: 'pending' });
    expect((await getAdminDashboardStats(admin)).data!.pendingApprovals).toBe(queue.data!.total);
    expect(queue.data!.total).toBe(2);
  });

  it('the approval queue is the published jobs waiting for a decision', async () => {
    const { data } = await listAdminJobs(admin, { lifecycle: 'pending' });
    expect(data!.rows.map((job) => [job.id, job.title, job.company_name])).toEqual([
      [7, 'Aged Care Support Worker', 'Harbour Health Network'],
      [6, 'DevOps Engineer', 'Maple Tech Solutions'],
    ]);
    expect(
      (await listAdminJobs(admin, { lifecycle: 'draft' })).data!.rows.map((job) => job.id),
    ).toEqual([10]);
    expect(
      (await listAdminJobs(admin, { lifecycle: 'rejected' })).data!.rows.map((job) => job.id),
    ).toEqual([8]);
    expect((await listAdminJobs(admin, { lifecycle: 'expired' })).data!.total).toBe(2);
  });

  it('searches titles and company names, word by word, and sorts by a column', async () => {
    expect(
      (await listAdminJobs(admin, { search: 'devops' })).data!.rows.map((job) => job.id),
    ).toEqual([6]);
    expect(
      (await listAdminJobs(admin, { search: 'thames' })).data!.rows.map((job) => job.id).sort(),
    ).toEqual([3, 8]);
    expect(
      (await listAdminJobs(admin, { search: 'maple analyst' })).data!.rows.map((job) => job.id),
    ).toEqual([9]);
    expect((await listAdminJobs(admin, { search: '100%_' })).data!.total).toBe(0);
    const byTitle = await listAdminJobs(admin, {
      sort: { key: 'title', ascending: true },
      pageSize: 3,
    });
    expect(byTitle.data!.rows.map((job) => job.title)).toEqual([
      'Aged Care Support Worker',
      'Backend Developer',
      'Data Analyst',
    ]);
    const mostApplied = await listAdminJobs(admin, {
      sort: { key: 'applications_count', ascending: false },
      pageSize: 1,
    });
    expect(mostApplied.data!.rows[0]).toMatchObject({ id: 1, applications_count: 3 });
  });

  it('an employer sees its own jobs and live ones, a candidate only live ones (RLS)', async () => {
    const own = await listAdminJobs(employer, { lifecycle: 'pending' });
    expect(own.data!.rows.map((job) => job.id)).toEqual([6]);
    const live = await listAdminJobs(candidate);
    expect(live.data!.rows.every((job) => job.lifecycle === 'active')).toBe(true);
    expect(live.data!.total).toBe(5);
  });

  it('approving a queued job takes it off the queue and shows it to visitors; rejecting too', async () => {
    expect((await approveJob(employer, 6)).error).not.toBeNull();
    const approved = await approveJob(admin, 6);
    expect(approved.data).toMatchObject({ id: 6, approved: true });
    const queue = await listAdminJobs(admin, { lifecycle: 'pending' });
    expect(queue.data!.rows.map((job) => job.id)).toEqual([7]);
    const visitor = await searchJobs(backend.anon(), { keyword: 'DevOps' });
    expect(visitor.data!.jobs.map((job) => job.title)).toEqual(['DevOps Engineer']);

    expect((await rejectJob(candidate, 7)).error).not.toBeNull();
    expect((await rejectJob(admin, 7)).data).toMatchObject({ approved: false });
    expect((await listAdminJobs(admin, { lifecycle: 'pending' })).data!.total).toBe(0);
  });

  it('featured jobs come first in the Featured Jobs Manager; only an admin features', async () => {
    expect((await setJobFeatured(employer, 1, false)).error?.code).toBe('42501');
    expect((await setJobFeatured(admin, 4, true)).data).toMatchObject({ featured: true });
    const { data } = await listAdminJobs(admin, { lifecycle: 'active', featuredFirst: true });
    const flags = data!.rows.map((job) => job.featured);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(data!.rows.filter((job) => job.featured).map((job) => job.id)).toContain(4);
  });
});

describe('admin employers and candidates', () => {
  it('lists employers with live jobs and hires, searchable and filtered by status', async () => {
    const all = await listAdminEmployers(admin);
    expect(all.data!.total).toBe(7);
    const maple = (await listAdminEmployers(admin, { search: 'maple' })).data!.rows;
    // An active paid plan makes an employer premium.
    expect(maple).toEqual([
      expect.objectContaining({
        company_name: 'Maple Tech Solutions',
        employer_status: 'premium',
        active_jobs: 2,
        total_hires: 1,
      }),
    ]);
    const pending = await listAdminEmployers(admin, { status: 'pending' });
    expect(pending.data!.rows.map((row) => row.company_name)).toEqual([
      'Southern Cross Construction',
    ]);
  });

  it('verifying an employer is for admins only', async () => {
    expect((await setEmployerStatus(employer, ids.southernCross, 'verified')).error).not.toBeNull();
    expect((await setEmployerStatus(admin, ids.southernCross, 'verified')).data).toMatchObject({
      employer_status: 'verified',
    });
    expect((await listAdminEmployers(admin, { status: 'pending' })).data!.total).toBe(0);
  });

  it('lists candidates with their applications; full names and e-mails are searchable', async () => {
    const all = await listAdminCandidates(admin);
    expect(all.data!.total).toBe(7);
    const priya = (await listAdminCandidates(admin, { search: 'priya sharma' })).data!.rows;
    expect(priya).toEqual([
      expect.objectContaining({
        email: 'candidate@globalhire.local',
        applications_count: 3,
        country: 'india',
      }),
    ]);
    expect(
      (await listAdminCandidates(admin, { search: 'mail.example santos' })).data!.rows.map(
        (row) => row.id,
      ),
    ).toEqual([ids.maria]);
    expect(
      (await listAdminCandidates(admin, { status: 'blocked' })).data!.rows.map((row) => row.id),
    ).toEqual([ids.tomasz]);
  });

  it('a candidate sees only themselves, an employer only its applicants (RLS)', async () => {
    expect((await listAdminCandidates(candidate)).data!.total).toBe(1);
    const applicants = (await listAdminCandidates(employer)).data!.rows;
    expect(applicants.length).toBeGreaterThan(0);
    expect(applicants.length).toBeLessThan(7);
  });

  it('approving and blocking candidates is for admins only', async () => {
    expect((await setCandidateStatus(candidate, ids.maria, 'active')).error).not.toBeNull();
    expect((await setCandidateStatus(admin, ids.maria, 'active')).data).toMatchObject({
      candidate_status: 'active',
    });
    expect((await setCandidateStatus(admin, ids.tomasz, 'active')).data).toMatchObject({
      candidate_status: 'active',
    });
    expect((await setCandidateStatus(admin, ids.ana, 'blocked')).data).toMatchObject({
      candidate_status: 'blocked',
    });
    expect(
      (await listAdminCandidates(admin, { status: 'blocked' })).data!.rows.map((row) => row.id),
    ).toEqual([ids.ana]);
  });
});

describe('admin content', () => {
  it('lists articles and FAQs together, drafts included, filtered by type, status and words', async () => {
    const all = await listAdminContent(admin, { pageSize: 50 });
    expect(all.data!.total).toBe(20);
    expect((await listAdminContent(admin, { kind: 'faq' })).data!.total).toBe(14);
    const drafts = (await listAdminContent(admin, { status: 'draft', kind: 'article' })).data!.rows;
    expect(drafts).toEqual([
      expect.objectContaining({
        kind: 'article',
        title: 'Registering as a Nurse in Australia',
        author: 'Aisha Rahman',
      }),
    ]);
    expect((await listAdminContent(admin, { status: 'draft', kind: 'faq' })).data!.rows).toEqual([
      expect.objectContaining({ kind: 'faq', id: 14, author: null, slug: null }),
    ]);
    const search = (await listAdminContent(admin, { search: 'free profile' })).data!.rows;
    expect(search.map((row) => row.title)).toEqual([
      'Is it free to create a profile and browse jobs?',
    ]);
  });

  it('readers other than admins see published items only; visitors cannot list', async () => {
    expect((await listAdminContent(candidate, { status: 'draft' })).data!.total).toBe(0);
    expect((await listAdminContent(backend.anon())).error).not.toBeNull();
  });

  it('publishing an article puts it on the blog; unpublishing takes an FAQ down; admins only', async () => {
    const draft = (await listAdminContent(admin, { status: 'draft', kind: 'article' })).data!
      .rows[0]!;
    // RLS hides the row from the employer's update: nothing changes.
    await setContentStatus(employer, 'article', draft.id, 'published');
    expect((await listAdminContent(admin, { status: 'draft', kind: 'article' })).data!.total).toBe(
      1,
    );
    expect((await setContentStatus(admin, 'article', draft.id, 'published')).error).toBeNull();
    const blog = await listArticles(backend.anon());
    expect(blog.data!.map((article) => article.title)).toContain(
      'Registering as a Nurse in Australia',
    );
    expect((await setContentStatus(admin, 'faq', 1, 'draft')).error).toBeNull();
    const drafts = (await listAdminContent(admin, { status: 'draft' })).data!.rows;
    expect(drafts.map((row) => [row.kind, row.id]).sort()).toEqual([
      ['faq', 1],
      ['faq', 14],
    ]);
  });
});

describe('admin applications, analytics and roles', () => {
  it('lists every application with its job and candidate, filtered by status', async () => {
    const all = await listAdminApplications(admin);
    expect(all.data!.total).toBe(9);
    const hired = (await listAdminApplications(admin, { status: 'hired' })).data!.rows;
    expect(hired).toEqual([
      expect.objectContaining({
        id: 9,
        job: { id: 9, title: 'QA Analyst', company: { company_name: 'Maple Tech Solutions' } },
        candidate: expect.objectContaining({ first_name: 'Arjun', last_name: 'Patel' }),
      }),
    ]);
    expect((await listAdminApplications(candidate)).data!.total).toBe(3);
  });

  it('counts jobs by category, country and lifecycle and applications by status for admins only', async () => {
    const { data, error } = await getAdminAnalytics(admin);
    expect(error).toBeNull();
    const it = data!.jobsByCategory.find((row) => row.key === 'it');
    const { count: postedIt } = await admin
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .eq('category', 'it')
      .eq('status', 'published');
    expect(it?.total).toBe(postedIt);
    expect(data!.jobsByCategory[0]!.total).toBeGreaterThanOrEqual(
      data!.jobsByCategory.at(-1)!.total,
    );
    const lifecycleTotal = Object.values(data!.jobsByLifecycle).reduce((sum, n) => sum + n, 0);
    expect(lifecycleTotal).toBe(11);
    expect(data!.jobsByLifecycle.draft).toBe(1);
    expect(data!.applicationsByStatus.reduce((sum, row) => sum + row.total, 0)).toBe(9);
    expect(data!.jobsByCountry.find((row) => row.key === 'canada')?.total).toBeGreaterThan(0);

    expect((await getAdminAnalytics(employer)).error?.code).toBe('42501');
    expect((await getAdminAnalytics(backend.anon())).error).not.toBeNull();
  });

  it('lists accounts with their roles and employers for posting on their behalf', async () => {
    expect((await listUserAccounts(admin)).data!.total).toBe(15);
    expect(
      (await listUserAccounts(admin, { role: 'admin' })).data!.rows.map((row) => row.email),
    ).toEqual(['admin@globalhire.local']);
    expect(
      (await listUserAccounts(admin, { search: 'harbour' })).data!.rows.map(
        (row) => row.company_name,
      ),
    ).toEqual(['Harbour Health Network']);
    const options = (await listEmployerOptions(admin)).data!;
    expect(options).toHaveLength(7);
    expect(options[0]!.company_name).toBe('BrightPath Digital');
    expect((await listUserAccounts(employer)).data!.rows.map((row) => row.id)).toContain(
      employerId,
    );
  });

  it('only an admin changes a role', async () => {
    expect((await setUserRole(employer, ids.ana, 'admin')).error).not.toBeNull();
    expect((await setUserRole(employer, employerId, 'admin')).error?.code).toBe('42501');
    expect((await setUserRole(admin, ids.ana, 'employer')).data).toEqual({
      id: ids.ana,
      user_type: 'employer',
    });
    expect((await listUserAccounts(admin, { role: 'employer' })).data!.total).toBe(8);
  });
});

describe("the admin mocks answer with the backend's shapes", () => {
  const queries: Record<
    string,
    (client: GlobalHireClient) => Promise<{ data: unknown; error: unknown }>
  > = {
    listAdminJobs: (client) => listAdminJobs(client),
    listAdminEmployers: (client) => listAdminEmployers(client),
    listAdminCandidates: (client) => listAdminCandidates(client),
    listUserAccounts: (client) => listUserAccounts(client),
    listEmployerOptions: (client) => listEmployerOptions(client),
    listAdminApplications: (client) => listAdminApplications(client),
    listAdminContent: (client) => listAdminContent(client),
    getAdminAnalytics: (client) => getAdminAnalytics(client),
  };
  const mocks = startMockServer(defaultHandlers);

  it.each(Object.keys(queries))('%s', async (name) => {
    const query = queries[name]!;
    const fromBackend = await query(admin);
    mocks.listen({ onUnhandledRequest: 'error' });
    const fromMocks = await query(mockClient()).finally(() => mocks.close());
    expect(fromBackend.error).toBeNull();
    expect(fromMocks.error).toBeNull();
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });
});
