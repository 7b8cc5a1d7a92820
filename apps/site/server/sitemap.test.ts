import type { SitemapUrl } from '@globalhire/data';
import {
  handlers,
  MOCK_ANON_KEY,
  MOCK_SUPABASE_URL,
  postgrestError,
  rpcUrl,
} from '@globalhire/data/mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient } from './serverClient';
import { robotsTxt, sitemapResponse } from './sitemap';
import { staticPaths } from './staticPaths';

// supabase-js against MSW answering public.sitemap_summary / sitemap_page over a list of rows,
// the way the database pages them (the mocks of @globalhire/data, checked against supabase-local
// by its contract test).
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createServerClient({ url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY });
const site = 'https://www.globalhire.com';

function rowsOf(count: number): SitemapUrl[] {
  return [
    { type: 'employer', key: 'maple-tech-solutions', lastmod: '2026-04-02T10:00:00Z' },
    { type: 'article', key: 'first-month-in-canada', lastmod: '2026-02-10T08:00:00Z' },
    ...Array.from({ length: count - 2 }, (_, i): SitemapUrl => ({
      type: 'job',
      key: String(i + 1),
      lastmod: `2026-03-${String((i % 28) + 1).padStart(2, '0')}T09:00:00Z`,
    })),
  ];
}
const serve = (rows: SitemapUrl[]) =>
  server.use(handlers.sitemapSummary(rows), handlers.sitemapPage(rows));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({
      loc: m[1]!,
      lastmod: m[2] ?? null,
    }),
  );
const rowLocs = (rows: SitemapUrl[]) =>
  rows.map(
    (r) => `${site}/${{ employer: 'employers', article: 'blog', job: 'jobs' }[r.type]}/${r.key}`,
  );

describe('sitemapResponse', () => {
  it('answers only sitemap paths', async () => {
    serve(rowsOf(5));
    for (const path of [
      '/',
      '/sitemap',
      '/sitemaps.xml',
      '/sitemap.xml.gz',
      '/jobs/sitemap.xml',
      '/sitemap-x.xml',
    ]) {
      expect(await sitemapResponse(client, site, path), path).toBeNull();
    }
  });

  it('is one urlset when everything fits a file: the static pages first, then every row with its lastmod', async () => {
    const rows = rowsOf(40);
    serve(rows);
    const answer = (await sitemapResponse(client, `${site}/`, '/sitemap.xml'))!;
    expect(answer).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
    expect(
      answer.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const urls = urlsOf(answer.body);
    expect(urls.map((u) => u.loc)).toEqual([...staticPaths.map((p) => site + p), ...rowLocs(rows)]);
    expect(urls.slice(staticPaths.length).map((u) => u.lastmod)).toEqual(
      rows.map((r) => r.lastmod),
    );
    const lastmodOf = (path: string) => urls.find((u) => u.loc === site + path)!.lastmod;
    // The lists' pages changed with their latest row; pages of fixed copy have no known date.
    expect(lastmodOf('/jobs')).toBe('2026-03-28T09:00:00Z');
    expect(lastmodOf('/employers')).toBe('2026-04-02T10:00:00Z');
    expect(lastmodOf('/blog')).toBe('2026-02-10T08:00:00Z');
    expect(lastmodOf('/')).toBe('2026-04-02T10:00:00Z');
    expect(lastmodOf('/about')).toBeNull();
    // The same file is also /sitemap-1.xml; there is no second.
    expect((await sitemapResponse(client, site, '/sitemap-1.xml'))!.body).toBe(answer.body);
    expect((await sitemapResponse(client, site, '/sitemap-2.xml'))!.status).toBe(404);
  });

  it('becomes an index of files past urlsPerFile, every URL in exactly one file', async () => {
    const rows = rowsOf(12);
    serve(rows);
    const options = { urlsPerFile: 3 };
    const index = (await sitemapResponse(client, site, '/sitemap.xml', options))!;
    expect(index.status).toBe(200);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(index.body).not.toContain('<urlset');
    const fileCount = Math.ceil((staticPaths.length + rows.length) / 3);
    expect(locs(index.body)).toEqual(
      Array.from({ length: fileCount }, (_, i) => `${site}/sitemap-${i + 1}.xml`),
    );

    const everyUrl: { loc: string; lastmod: string | null }[] = [];
    const fileLastmods = [
      ...index.body.matchAll(
        /<sitemap><loc>[^<]*<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/sitemap>/g,
      ),
    ].map((m) => m[1] ?? null);
    for (let n = 1; n <= fileCount; n++) {
      const file = (await sitemapResponse(client, site, `/sitemap-${n}.xml`, options))!;
      expect(file.status, `file ${n}`).toBe(200);
      const urls = urlsOf(file.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      // Each file's lastmod in the index is the latest of its URLs' (none known: none given).
      const known = urls
        .map((u) => u.lastmod)
        .filter((m): m is string => m !== null)
        .sort();
      expect(fileLastmods[n - 1], `file ${n}`).toBe(known.at(-1) ?? null);
      everyUrl.push(...urls);
    }
    expect(everyUrl.map((u) => u.loc)).toEqual([
      ...staticPaths.map((p) => site + p),
      ...rowLocs(rows),
    ]);
    // The first file holds '/', '/jobs' and '/employers', known from the rows; the files of rows
    // all have a lastmod.
    expect(fileLastmods[0]).toBe('2026-04-02T10:00:00Z');
    expect(fileLastmods.slice(-4).every(Boolean)).toBe(true);

    for (const path of [
      `/sitemap-${fileCount + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-99999999999.xml',
    ]) {
      const missing = (await sitemapResponse(client, site, path, options))!;
      expect(missing, path).toMatchObject({
        status: 404,
        contentType: 'text/plain; charset=utf-8',
      });
    }
  });

  it('escapes the site URL, the keys and the dates', async () => {
    serve([
      { type: 'employer', key: "o'brien&co", lastmod: '2026-03-01T10:00:00Z<script>' },
      { type: 'job', key: '7', lastmod: null },
    ]);
    const { body } = (await sitemapResponse(
      client,
      'https://example.com/a&b"<c>',
      '/sitemap.xml',
    ))!;
    expect(body).toContain(
      '<loc>https://example.com/a&amp;b&quot;&lt;c&gt;/employers/o&apos;brien%26co</loc>',
    );
    expect(body).toContain('<lastmod>2026-03-01T10:00:00Z&lt;script&gt;</lastmod>');
    expect(body).toContain(
      '<url><loc>https://example.com/a&amp;b&quot;&lt;c&gt;/jobs/7</loc></url>',
    );
    // Every & starts an entity; no raw markup came in through a value.
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(body).not.toContain('<script>');
  });

  it('leaves out an article shadowed by a blog category page', async () => {
    serve([{ type: 'article', key: 'visa-guides', lastmod: '2026-03-01T10:00:00Z' }]);
    const { body } = (await sitemapResponse(client, site, '/sitemap.xml'))!;
    expect(locs(body).filter((loc) => loc === `${site}/blog/visa-guides`)).toHaveLength(1);
  });

  it('answers 503 with a plain message when the database fails, never its details', async () => {
    const rows = rowsOf(12);
    const paths = [
      ['/sitemap.xml', undefined],
      ['/sitemap.xml', { urlsPerFile: 3 }],
      ['/sitemap-1.xml', { urlsPerFile: 3 }],
      ['/sitemap-8.xml', { urlsPerFile: 3 }],
    ] as const;
    // Each answer needs only some calls: the index the summary, file 1 of 3 URLs (static pages
    // only) the summary, file 8 (rows only) the page.
    const failures = [
      {
        handlers: [handlers.sitemapSummary.error(500), handlers.sitemapPage(rows)],
        statuses: [503, 503, 503, 200],
      },
      {
        handlers: [handlers.sitemapSummary(rows), handlers.sitemapPage.error(503)],
        statuses: [503, 200, 200, 503],
      },
      {
        handlers: [
          http.post(rpcUrl('sitemap_summary'), () => HttpResponse.error()),
          http.post(rpcUrl('sitemap_page'), () =>
            postgrestError(500, {
              code: '57014',
              message: 'canceling statement due to statement timeout at line 3',
            }),
          ),
        ],
        statuses: [503, 503, 503, 503],
      },
    ];
    for (const [i, failure] of failures.entries()) {
      server.resetHandlers(...failure.handlers);
      for (const [j, [path, options]] of paths.entries()) {
        const answer = (await sitemapResponse(client, site, path, options))!;
        expect(answer.status, `failure ${i}: ${path} ${options?.urlsPerFile ?? ''}`).toBe(
          failure.statuses[j],
        );
        if (answer.status === 503) {
          expect(answer.contentType).toBe('text/plain; charset=utf-8');
          expect(answer.body).not.toMatch(/statement|server could not|XX000|57014|at line|Error/);
        }
      }
    }
  });
});

/** RFC 9309: the longest matching rule wins, Allow on a tie; `*` any characters, `$` the end. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!rule || !rule[2]) continue;
    const pattern = rule[2]
      .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\\?\$$/, '$');
    if (!new RegExp(`^${pattern}`).test(path)) continue;
    const allow = rule[1] === 'Allow';
    if (rule[2].length > best.length || (rule[2].length === best.length && allow))
      best = { length: rule[2].length, allow };
  }
  return best.allow;
}

describe('robotsTxt', () => {
  const robots = robotsTxt(`${site}/`);

  it('names the sitemap and speaks to every crawler', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    expect(robots).toContain(`\nSitemap: ${site}/sitemap.xml\n`);
  });

  it('opens the public site', () => {
    for (const path of [
      '/',
      '/jobs',
      '/jobs/12?page=2',
      '/employers',
      '/employers/maple-tech-solutions',
      '/blog/x',
      '/faqs',
      '/login',
      '/register',
      '/sitemap.xml',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it('closes the panels and the pages of one person', () => {
    for (const path of [
      '/admin',
      '/admin/jobs',
      '/employer',
      '/employer/jobs/new',
      '/applicant',
      '/applicant/profile',
      '/dashboard',
      '/login/two-factor',
      '/reset-password?token=abc',
      '/email-confirmed',
      '/alerts/unsubscribe?token=abc',
      '/notifications/unsubscribe?token=abc&kind=offer_made',
    ]) {
      expect(allowed(robots, path), path).toBe(false);
    }
  });
});
