/**
 * The public pages as search engines and first paint see them: the server's raw HTML (no
 * JavaScript), its status codes and redirects. The browser tests elsewhere cover the same pages
 * after hydration.
 */
import { expect, test } from './support/test';
import { publicSiteRoutes } from '@globalhire/tooling/site/routes';
import { concretePath } from './support/routes';
import { serviceClient } from './support/backend';
import { siteUrl } from './support/env';
import { canonicalOf, fetchRaw, headingsOf, jsonLdOf, metaOf, titleOf } from './support/rawHtml';

/** The h1 in the server's HTML, where the spec or the seed fixes it. */
const headings: Record<string, string> = {
  '/': 'Your next job could be abroad',
  '/jobs': 'Find a Job',
  '/jobs/:id': 'Senior Software Engineer',
  '/employers': 'Empower Your Hiring Globally',
  '/employers/:slug': 'Maple Tech Solutions',
  '/blog/:id': 'How to Write a CV That International Employers Read',
  '/faqs': 'Frequently Asked Questions',
  '/login': 'Candidate Login',
};

/** Pages finished by the browser: they read the visitor's session or a token in the URL. */
const completedInTheBrowser = new Set([
  '/login/two-factor',
  '/reset-password',
  '/email-confirmed',
  '/dashboard',
  '/alerts/unsubscribe',
  '/notifications/unsubscribe',
]);
const redirects: Record<string, string> = { '/employers-login': '/login?type=employer' };

test.describe('every public route is in the HTML the server sends', () => {
  for (const { path: route } of publicSiteRoutes()) {
    test(route, async ({ request }) => {
      const path = concretePath(route);
      const page = await fetchRaw(request, path);
      if (redirects[route]) {
        expect(page.status).toBe(301);
        expect(page.response.headers().location).toBe(redirects[route]);
        return;
      }
      expect(page.status).toBe(200);
      expect(page.response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(page.html)).toMatch(/\S.* \| GlobalHire$|^GlobalHire/);
      expect(metaOf(page.html, 'description')).toMatch(/\S{3}/);
      expect(canonicalOf(page.html)).toBe(`${siteUrl}${path}`);
      expect(metaOf(page.html, 'og:title')).toBe(titleOf(page.html));
      expect(metaOf(page.html, 'og:url')).toBe(`${siteUrl}${path}`);
      if (completedInTheBrowser.has(route)) return;
      const h1 = headingsOf(page.html);
      expect(h1, 'one h1 in the HTML').toHaveLength(1);
      if (headings[route]) expect(h1[0]).toBe(headings[route]);
      expect(h1[0]).not.toMatch(/^(Page not found|Something went wrong)/);
    });
  }
});

test('a job page carries its JobPosting for search engines in the HTML', async ({ request }) => {
  const page = await fetchRaw(request, '/jobs/1');
  const posting = jsonLdOf(page.html).find((data) => data['@type'] === 'JobPosting');
  expect(posting).toBeDefined();
  expect(posting).toMatchObject({
    '@context': 'https://schema.org/',
    title: 'Senior Software Engineer',
    hiringOrganization: { '@type': 'Organization', name: 'Maple Tech Solutions' },
  });
  expect(String(posting!.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(titleOf(page.html)).toBe('Senior Software Engineer at Maple Tech Solutions | GlobalHire');
  expect(metaOf(page.html, 'robots')).toBe('index, follow');
  // The job's text is in the page itself, not only in the data the browser will hydrate from.
  const body = page.html.slice(
    page.html.indexOf('<div id="root">'),
    page.html.indexOf('id="globalhire-page"'),
  );
  expect(body).toContain('real-time payments platform');
});

test("pages and the panels' shell are styled from the first byte: the style sheet is in the head", async ({
  request,
}) => {
  for (const path of ['/', '/jobs/1', '/admin']) {
    const { html } = await fetchRaw(request, path);
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      ([, href]) => href!,
    );
    expect(sheets.length, path).toBeGreaterThan(0);
    for (const href of sheets) {
      const sheet = await request.get(href);
      expect(sheet.status(), href).toBe(200);
      expect(sheet.headers()['content-type'], href).toContain('text/css');
      // The theme's variables and the components' rules, not an empty file.
      expect((await sheet.text()).length, href).toBeGreaterThan(20_000);
    }
  }
});

test.describe('status codes', () => {
  test('unknown pages, jobs, articles and companies are 404 with the not-found page', async ({
    request,
  }) => {
    for (const [path, heading] of [
      ['/no-such-page', 'Page not found'],
      ['/jobs/999999', 'Job not found.'],
      ['/jobs/not-a-number', 'Job not found.'],
      ['/blog/no-such-article', 'Article not found.'],
      ['/employers/no-such-company', 'Employer not found.'],
    ] as const) {
      const page = await fetchRaw(request, path);
      expect(page.status, path).toBe(404);
      expect(headingsOf(page.html), path).toEqual([heading]);
      expect(metaOf(page.html, 'robots'), path).toBe('noindex');
    }
  });

  test('a job that never went live is 404 too', async ({ request }) => {
    expect((await fetchRaw(request, '/jobs/6')).status).toBe(404);
  });

  test('a closed job is 410 Gone, with its closed page and no JobPosting', async ({ request }) => {
    // supabase/seeds/70_catalogue.sql: job 1181 expired.
    const page = await fetchRaw(request, '/jobs/1181');
    expect(page.status).toBe(410);
    expect(headingsOf(page.html)).toEqual(['IT Support Technician']);
    expect(page.html).toContain('This job is closed');
    expect(metaOf(page.html, 'robots')).toBe('noindex');
    expect(jsonLdOf(page.html).map((data) => data['@type'])).not.toContain('JobPosting');
  });

  test('a job its employer unpublishes turns 410 at once', async ({ request }) => {
    const service = serviceClient();
    const { data: job, error } = await service
      .from('jobs')
      .select('id')
      .eq('status', 'published')
      .eq('approved', true)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect((await fetchRaw(request, `/jobs/${job!.id}`)).status).toBe(200);
    // Unpublished after it went live: closed (closed_job() in the closed-jobs migration).
    await service.from('jobs').update({ status: 'draft' }).eq('id', job!.id).throwOnError();
    try {
      expect((await fetchRaw(request, `/jobs/${job!.id}`)).status).toBe(410);
    } finally {
      await service
        .from('jobs')
        .update({ status: 'published', approved: true })
        .eq('id', job!.id)
        .throwOnError();
    }
  });

  test("a renamed company's old address is a 301 to its new one", async ({ request }) => {
    // supabase/seeds/60_moderation.sql: Fjord Shipping renamed itself Fjord Marine.
    const old = await fetchRaw(request, '/employers/fjord-shipping');
    expect(old.status).toBe(301);
    expect(old.response.headers().location).toBe('/employers/fjord-marine');
    expect((await fetchRaw(request, '/employers/fjord-marine')).status).toBe(200);
  });

  test('a bare domain is sent to www. with the same path and query (301)', async ({ request }) => {
    const page = await fetchRaw(request, '/jobs?q=nurse', { host: 'globalhire.example' });
    expect(page.status).toBe(301);
    expect(page.response.headers().location).toBe('http://www.globalhire.example/jobs?q=nurse');
    const www = await fetchRaw(request, '/jobs?q=nurse', { host: 'www.globalhire.example' });
    expect(www.status).toBe(200);
  });

  test('bad input gets a page, never a server error', async ({ request }) => {
    const cases: [string, number][] = [
      ['/jobs/%E0%A4%A', 404],
      ['/%', 404],
      ['/blog/%FF%FE', 404],
      [`/jobs?q=${'a'.repeat(10_000)}`, 200],
      ['/jobs?country=%ZZ&unknown=1&page=-4&sort=%00', 200],
      ['/jobs/1?utm_source=news&x=%F0%9F%98%80', 200],
      ['/assets/no-such-file.js', 404],
    ];
    for (const [path, status] of cases) {
      const page = await fetchRaw(request, path);
      expect(page.status, path.slice(0, 60)).toBe(status);
      expect(page.html, path.slice(0, 60)).not.toMatch(/at \S+ \(\S+:\d+:\d+\)|URIError|TypeError/);
    }
    const post = await request.post('/jobs', { maxRedirects: 0 });
    expect(post.status()).toBe(405);
  });
});

test('the sitemap is live from the database, and robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${siteUrl}/jobs/1</loc>`);
  expect(xml).toContain(`<loc>${siteUrl}/employers/maple-tech-solutions</loc>`);
  expect(xml).not.toContain(`<loc>${siteUrl}/jobs/1181</loc>`);

  // A job approved now is listed now, not at the next build.
  const service = serviceClient();
  const { data: pending } = await service
    .from('jobs')
    .select('id')
    .eq('approved', false)
    .eq('status', 'published')
    .limit(1)
    .single();
  expect(pending, 'a pending job in the seed').toBeTruthy();
  expect(xml).not.toContain(`<loc>${siteUrl}/jobs/${pending!.id}</loc>`);
  await service.from('jobs').update({ approved: true }).eq('id', pending!.id).throwOnError();
  try {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(
      `<loc>${siteUrl}/jobs/${pending!.id}</loc>`,
    );
  } finally {
    await service.from('jobs').update({ approved: false }).eq('id', pending!.id).throwOnError();
  }

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/admin\/$/m);
  expect((await request.get('/sitemap-99.xml')).status()).toBe(404);
});
