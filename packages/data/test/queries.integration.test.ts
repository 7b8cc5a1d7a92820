import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAdminDashboardStats,
  getApplicantApplicationCount,
  getArticle,
  getCandidateDashboardStats,
  getEmployerBySlug,
  getEmployerDashboardJobs,
  getEmployerDashboardStats,
  getFeaturedJobs,
  getHomeStats,
  getJob,
  getProfile,
  listArticles,
  listFaqs,
  searchJobs,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

/** What a visitor may see, counted with the service role so the test does not trust the code under test. */
async function visibleJobCount(
  filter: (q: ReturnType<typeof serviceJobs>) => ReturnType<typeof serviceJobs> = (q) => q,
) {
  // Blocked companies' jobs leave the public site.
  const { data: blocked } = await backend.server
    .serviceClient()
    .from('profiles')
    .select('id')
    .not('blocked_at', 'is', null);
  let query = filter(serviceJobs())
    .eq('approved', true)
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
  if (blocked?.length)
    query = query.not('company_id', 'in', `(${blocked.map((p) => p.id).join(',')})`);
  const { count } = await query;
  return count ?? 0;
}
const serviceJobs = () =>
  backend.server.serviceClient().from('jobs').select('*', { count: 'exact', head: true });

describe('spec §7 calls against supabase-local (real RLS)', () => {
  it('reads the signed-in user profile, and null for an unknown id', async () => {
    const { client, userId } = await backend.as('employer');
    const { data } = await getProfile(client, userId);
    expect(data).toMatchObject({
      id: userId,
      user_type: 'employer',
      company_name: 'Maple Tech Solutions',
    });
    const missing = await getProfile(client, '00000000-0000-4000-8000-00000000ffff');
    expect(missing).toEqual({ data: null, error: null });
  });

  it('counts the home stats as a visitor sees them', async () => {
    const { data, error } = await getHomeStats(backend.anon());
    expect(error).toBeNull();
    expect(data!.totalJobs).toBe(await visibleJobCount());
    expect(data!.totalJobs).toBeGreaterThan(0);
    expect(data!.newJobs).toBeLessThanOrEqual(data!.totalJobs);
  });

  it("counts the admin dashboard's Active Jobs as Manage All Jobs' Active filter, over every profile", async () => {
    const { client } = await backend.as('admin');
    const { data } = await getAdminDashboardStats(client);
    // Active Jobs is the rows of /admin/jobs?status=active (approved, published, unexpired), not
    // every row; that list also holds the live jobs of blocked companies, which /jobs hides.
    const { count: active } = await backend.server
      .serviceClient()
      .from('job_summaries')
      .select('id', { count: 'exact', head: true })
      .eq('lifecycle', 'active');
    expect(data!.jobs).toBe(active);
    expect(data!.jobs).toBeGreaterThanOrEqual(await visibleJobCount());
    const { count: allJobs } = await serviceJobs();
    expect(data!.jobs).toBeLessThan(allJobs!);
    expect(data!.jobsThisWeek).toBeLessThanOrEqual(data!.jobs);
    expect(data!.pendingApprovals).toBeGreaterThan(0);
    expect(data!.employers).toBeGreaterThanOrEqual(7);
    expect(data!.candidates).toBeGreaterThanOrEqual(7);
  });

  it('an employer sees only its own jobs and the applications to them', async () => {
    const { client, userId } = await backend.as('employer');
    const { data } = await getEmployerDashboardJobs(client, userId);
    expect(data!.jobs.length).toBeGreaterThan(0);
    const { data: owned } = await backend.server
      .serviceClient()
      .from('jobs')
      .select('id')
      .eq('company_id', userId);
    expect(data!.jobs.map((j) => j.id).sort()).toEqual(owned!.map((j) => j.id).sort());
    expect(data!.applications).toBeGreaterThan(0);
  });

  it('a candidate counts its own applications; a visitor counts none', async () => {
    const { client, userId } = await backend.as('candidate');
    const { data } = await getApplicantApplicationCount(client, userId);
    expect(data).toBeGreaterThan(0);
    const anon = await getApplicantApplicationCount(backend.anon(), userId);
    expect(anon.data).toBe(0);
  });
});

describe('job search and pages', () => {
  it('pages the visible jobs newest first with an exact total', async () => {
    const first = await searchJobs(backend.anon(), { pageSize: 2, page: 1 });
    expect(first.data!.total).toBe(await visibleJobCount());
    expect(first.data!.jobs).toHaveLength(2);
    const [a, b] = first.data!.jobs;
    expect(new Date(a!.created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(b!.created_at).getTime(),
    );
    expect(a!.company?.company_name).toBeTruthy();
    const second = await searchJobs(backend.anon(), { pageSize: 2, page: 2 });
    expect(second.data!.jobs[0]!.id).not.toBe(a!.id);
  });

  it('filters by keyword, country, category, work type and visa sponsorship', async () => {
    const { data } = await searchJobs(backend.anon(), {
      keyword: 'nurse',
      country: 'australia',
      category: 'healthcare',
    });
    expect(data!.jobs.length).toBeGreaterThan(0);
    for (const job of data!.jobs)
      expect(job).toMatchObject({ country: 'australia', category: 'healthcare' });
    const remote = await searchJobs(backend.anon(), { workType: 'remote', visaSponsorship: true });
    for (const job of remote.data!.jobs)
      expect(job).toMatchObject({ work_type: 'remote', visa_sponsorship: true });
    expect(remote.data!.total).toBe(
      await visibleJobCount((q) => q.eq('work_type', 'remote').eq('visa_sponsorship', true)),
    );
  });

  it('answers an empty page past the end instead of an error', async () => {
    const { data, error } = await searchJobs(backend.anon(), { page: 999 });
    expect(error).toBeNull();
    expect(data!.jobs).toEqual([]);
  });

  it('opens job 1 with its company, and null for a missing or pending job', async () => {
    const job = await getJob(backend.anon(), 1);
    expect(job.data).toMatchObject({ id: 1, company: { slug: expect.any(String) } });
    expect(job.data!.requirements.length).toBeGreaterThan(0);
    expect((await getJob(backend.anon(), 987654)).data).toBeNull();
    const { data: pending } = await backend.server
      .serviceClient()
      .from('jobs')
      .select('id')
      .is('approved', null)
      .limit(1)
      .single();
    expect((await getJob(backend.anon(), pending!.id)).data).toBeNull();
  });

  it('lists three featured jobs and a company page with its open jobs', async () => {
    const featured = await getFeaturedJobs(backend.anon());
    expect(featured.data).toHaveLength(3);
    for (const job of featured.data!) expect(job.featured).toBe(true);
    const page = await getEmployerBySlug(backend.anon(), 'maple-tech-solutions');
    expect(page.data!.employer.company_name).toBe('Maple Tech Solutions');
    expect(page.data!.jobs.length).toBeGreaterThan(0);
    expect((await getEmployerBySlug(backend.anon(), 'no-such-company')).data).toBeNull();
  });
});

describe('content', () => {
  it('lists published articles, narrowed by search and category', async () => {
    const all = await listArticles(backend.anon());
    expect(all.data!.length).toBe(5);
    const category = all.data![0]!.category;
    const narrowed = await listArticles(backend.anon(), { category });
    for (const article of narrowed.data!) expect(article.category).toBe(category);
    const word = all
      .data![0]!.title.split(' ')
      .find((w) => w.length > 4)!
      .toUpperCase();
    const searched = await listArticles(backend.anon(), { search: word });
    expect(searched.data!.map((a) => a.id)).toContain(all.data![0]!.id);
    expect((await listArticles(backend.anon(), { search: 'zzzz-nothing' })).data).toEqual([]);
  });

  it('opens an article by slug or id and lists the 13 FAQs in order', async () => {
    const [first] = (await listArticles(backend.anon())).data!;
    expect((await getArticle(backend.anon(), first!.slug)).data!.body.length).toBeGreaterThan(100);
    expect((await getArticle(backend.anon(), String(first!.id))).data!.slug).toBe(first!.slug);
    const faqs = await listFaqs(backend.anon());
    expect(faqs.data).toHaveLength(13);
    const positions = faqs.data!.map((f) => f.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('dashboards beyond the spec', () => {
  it('computes the employer and candidate cards from their rows', async () => {
    const employer = await getEmployerDashboardStats((await backend.as('employer')).client);
    expect(employer.data!.total_jobs).toBeGreaterThan(0);
    expect(employer.data!.plan).toBeTruthy();
    const candidate = await getCandidateDashboardStats((await backend.as('candidate')).client);
    expect(candidate.data!.applications_submitted).toBeGreaterThan(0);
  });
});
