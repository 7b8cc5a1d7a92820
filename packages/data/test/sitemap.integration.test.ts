import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSitemapPage, getSitemapSummary, type GlobalHireClient, type SitemapUrl } from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

// seeds/60_moderation.sql: Northwind Staffing (…b10c) is blocked with an approved live job;
// Fjord Marine (…f10d) is verified.
const blockedEmployer = '00000000-0000-4000-8000-00000000b10c';
const fjordMarine = '00000000-0000-4000-8000-00000000f10d';
const w3c = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const service = () => backend.server.serviceClient();

/** What a visitor may open, read with the service role so the test does not trust the code under test. */
async function expectedUrls(): Promise<{
  employers: string[];
  articles: string[];
  jobs: string[];
}> {
  const { data: blocked } = await service()
    .from('profiles')
    .select('id')
    .not('blocked_at', 'is', null);
  const blockedIds = new Set((blocked ?? []).map((p: { id: string }) => p.id));
  const now = Date.now();
  const jobs: { id: number; company_id: string; expires_at: string | null }[] = [];
  for (let from = 0; ; from += 1000) {
    const { data } = await service()
      .from('jobs')
      .select('id, company_id, expires_at')
      .eq('approved', true)
      .eq('status', 'published')
      .order('id')
      .range(from, from + 999);
    jobs.push(...(data ?? []));
    if (!data || data.length < 1000) break;
  }
  const live = jobs.filter(
    (j) =>
      !blockedIds.has(j.company_id) && (j.expires_at === null || Date.parse(j.expires_at) > now),
  );
  const liveCompanies = new Set(live.map((j) => j.company_id));
  const { data: employers } = await service()
    .from('profiles')
    .select('id, slug, employer_status')
    .eq('user_type', 'employer')
    .not('slug', 'is', null)
    .order('id');
  const { data: articles } = await service()
    .from('articles')
    .select('slug')
    .eq('status', 'published')
    .order('id');
  return {
    employers: (employers ?? [])
      .filter(
        (p: { id: string; employer_status: string }) =>
          !blockedIds.has(p.id) &&
          (['verified', 'premium'].includes(p.employer_status) || liveCompanies.has(p.id)),
      )
      .map((p: { slug: string }) => p.slug),
    articles: (articles ?? []).map((a: { slug: string }) => a.slug),
    jobs: live.map((j) => String(j.id)),
  };
}

const keysOf = (urls: SitemapUrl[], type: SitemapUrl['type']) =>
  urls.filter((u) => u.type === type).map((u) => u.key);

async function everyPage(client: GlobalHireClient, pageSize: number, reserved: number) {
  const pages: SitemapUrl[][] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await getSitemapPage(client, page, { pageSize, reserved });
    expect(error).toBeNull();
    if (data!.length === 0 && page > 1) return pages;
    pages.push(data!);
  }
}

describe('the live sitemap through sitemap_summary() and sitemap_page()', () => {
  it('lists what a visitor can open: company pages, published articles, live jobs, in that order by id', async () => {
    const anon = backend.anon();
    const expected = await expectedUrls();
    const summary = await getSitemapSummary(anon);
    expect(summary.error).toBeNull();
    expect(summary.data).toMatchObject({
      total: expected.employers.length + expected.articles.length + expected.jobs.length,
      pageSize: 50_000,
      reserved: 0,
      employers: { count: expected.employers.length },
      articles: { count: 5 },
      jobs: { count: expected.jobs.length },
    });
    expect(summary.data!.files).toHaveLength(1);
    expect(summary.data!.files[0]).toMatch(w3c);

    const { data: urls, error } = await getSitemapPage(anon, 1);
    expect(error).toBeNull();
    expect(urls).toHaveLength(summary.data!.total);
    expect(urls!.map((u) => u.type)).toEqual([
      ...expected.employers.map(() => 'employer'),
      ...expected.articles.map(() => 'article'),
      ...expected.jobs.map(() => 'job'),
    ]);
    expect(keysOf(urls!, 'employer')).toEqual(expected.employers);
    expect(keysOf(urls!, 'article')).toEqual(expected.articles);
    expect(keysOf(urls!, 'job')).toEqual(expected.jobs);
    expect(keysOf(urls!, 'employer')).toContain('maple-tech-solutions');
    expect(keysOf(urls!, 'employer')).not.toContain('northwind-staffing');
    for (const url of urls!) expect(url.lastmod, `${url.type} ${url.key}`).toMatch(w3c);
    // Each part's lastmod is the latest of its rows; the one file's is the latest of all.
    const latest = (type: SitemapUrl['type']) =>
      urls!
        .filter((u) => u.type === type)
        .map((u) => u.lastmod!)
        .sort()
        .at(-1);
    expect(summary.data!.jobs.lastmod).toBe(latest('job'));
    expect(summary.data!.articles.lastmod).toBe(latest('article'));
    expect(summary.data!.employers.lastmod).toBe(latest('employer'));
    expect(summary.data!.files[0]).toBe(
      urls!
        .map((u) => u.lastmod!)
        .sort()
        .at(-1),
    );
  });

  it('returns more than 1000 jobs in one call, and none that is pending, rejected, expired, a draft or a blocked employer’s', async () => {
    const day = 24 * 3600 * 1000;
    const job = (title: string, extra: Record<string, unknown>) => ({
      company_id: fjordMarine,
      title,
      category: 'manufacturing',
      country: 'norway',
      city: 'Bergen',
      ...extra,
    });
    const live = Array.from({ length: 1100 }, (_, i) =>
      job(`Sitemap live ${i}`, { approved: true }),
    );
    const { data: inserted, error } = await service().from('jobs').insert(live).select('id');
    expect(error).toBeNull();
    const hidden = [
      job('Sitemap pending', { approved: null }),
      job('Sitemap rejected', { approved: false }),
      job('Sitemap expired', {
        approved: true,
        published_at: new Date(Date.now() - 40 * day).toISOString(),
        expires_at: new Date(Date.now() - day).toISOString(),
      }),
      job('Sitemap draft', { status: 'draft' }),
      { ...job('Sitemap blocked employer', { approved: true }), company_id: blockedEmployer },
    ];
    const hiddenRows: { id: number }[] = [];
    for (const row of hidden) {
      // One by one: a bulk insert sends null, not the default, for a column another row sets.
      const { data, error: hiddenError } = await service()
        .from('jobs')
        .insert(row)
        .select('id')
        .single();
      expect(hiddenError).toBeNull();
      hiddenRows.push(data!);
    }

    const { data: urls } = await getSitemapPage(backend.anon(), 1);
    const jobs = new Set(keysOf(urls!, 'job'));
    expect(jobs.size).toBeGreaterThan(1100);
    for (const row of inserted!) expect(jobs.has(String(row.id))).toBe(true);
    for (const row of hiddenRows) expect(jobs.has(String(row.id)), `job ${row.id}`).toBe(false);
    expect([...jobs]).toEqual((await expectedUrls()).jobs);
    expect((await getSitemapSummary(backend.anon())).data!.jobs.count).toBe(jobs.size);
  });

  it('cuts the URLs into files after the caller’s reserved places, each file with its latest lastmod', async () => {
    const anon = backend.anon();
    const all = (await getSitemapPage(anon, 1)).data!;
    // A small slice keeps the test quick: 7 per file, 4 places reserved in file 1.
    const pageSize = 7;
    const reserved = 4;
    const summary = (await getSitemapSummary(anon, { pageSize, reserved })).data!;
    expect(summary).toMatchObject({ pageSize, reserved, total: all.length });
    expect(summary.files).toHaveLength(Math.ceil((reserved + all.length) / pageSize));

    const first = (await getSitemapPage(anon, 1, { pageSize, reserved })).data!;
    expect(first).toEqual(all.slice(0, pageSize - reserved));
    for (const page of [2, 3, summary.files.length]) {
      const from = (page - 1) * pageSize - reserved;
      const { data } = await getSitemapPage(anon, page, { pageSize, reserved });
      expect(data).toEqual(all.slice(from, from + pageSize));
      expect(summary.files[page - 1]).toBe(
        data!
          .map((u) => u.lastmod!)
          .sort()
          .at(-1),
      );
    }
    expect(
      (await getSitemapPage(anon, summary.files.length + 1, { pageSize, reserved })).data,
    ).toEqual([]);
    expect((await getSitemapPage(anon, 2_000_000_000, { pageSize, reserved })).data).toEqual([]);
  });

  it('walks every file of 1,000 without a gap or a repeat', async () => {
    const anon = backend.anon();
    const all = (await getSitemapPage(anon, 1)).data!;
    const pages = await everyPage(anon, 1000, 30);
    expect(pages.length).toBe(Math.ceil((30 + all.length) / 1000));
    expect(pages[0]).toHaveLength(970);
    for (const page of pages.slice(1, -1)) expect(page).toHaveLength(1000);
    expect(pages.flat()).toEqual(all);
  });

  it('clamps its parameters: 1..50,000 per file, 0..50,000 reserved, a page from 1', async () => {
    const anon = backend.anon();
    expect(
      (await getSitemapSummary(anon, { pageSize: 10_000_000, reserved: -3 })).data,
    ).toMatchObject({
      pageSize: 50_000,
      reserved: 0,
    });
    const tiny = (await getSitemapSummary(anon, { pageSize: 0, reserved: 5 })).data!;
    expect(tiny).toMatchObject({ pageSize: 1, reserved: 5 });
    expect(tiny.files).toHaveLength(5 + tiny.total);
    expect(tiny.files.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect((await getSitemapSummary(anon, { reserved: 1e9 })).data!.reserved).toBe(50_000);
    // The RPC itself, called directly with what the wrapper never sends.
    const direct = await anon.rpc('sitemap_page', { page: -4, page_size: 0, reserved: -1 });
    expect(direct.error).toBeNull();
    expect(direct.data).toHaveLength(1);
    const summary = await anon.rpc('sitemap_summary', {
      page_size: 1_000_000,
      reserved: 1_000_000,
    });
    expect(summary.data).toMatchObject({ page_size: 50_000, reserved: 50_000 });
    const reservedOnly = await anon.rpc('sitemap_page', { page: 1, page_size: 2, reserved: 99 });
    expect(reservedOnly.data).toEqual([]);
    expect((await getSitemapPage(anon, 0)).data).toEqual([]);
    expect((await getSitemapPage(anon, 1.5)).data).toEqual([]);
  });

  it('gives a signed-in admin the public sitemap, not everything an admin may read', async () => {
    const { client } = await backend.as('admin');
    const asAdmin = (await getSitemapPage(client, 1)).data!;
    expect(asAdmin).toEqual((await getSitemapPage(backend.anon(), 1)).data);
    const { data: viaService } = await service().rpc('sitemap_page', { page: 1 });
    expect(viaService).toEqual(asAdmin);
  });

  it('drops a company page and its jobs the moment the employer is blocked', async () => {
    const anon = backend.anon();
    const before = (await getSitemapPage(anon, 1)).data!;
    expect(keysOf(before, 'employer')).toContain('fjord-marine');
    const { error } = await service()
      .from('profiles')
      .update({ blocked_at: new Date().toISOString(), blocked_reason: 'sitemap test' })
      .eq('id', fjordMarine);
    expect(error).toBeNull();
    const after = (await getSitemapPage(anon, 1)).data!;
    expect(keysOf(after, 'employer')).not.toContain('fjord-marine');
    expect(before.length - after.length).toBeGreaterThan(1100);
    expect(keysOf(after, 'job')).toEqual((await expectedUrls()).jobs);
  });
});
