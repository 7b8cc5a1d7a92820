/**
 * The live sitemap and robots.txt, answered by the site's server from the database on each
 * request: the static public pages, then every company page, published article and live job
 * (public.sitemap_summary / public.sitemap_page, read as a visitor). Past `urlsPerFile` URLs
 * (50,000, the protocol's limit) /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, ….
 * Pure: no HTTP framework, the caller turns the answer into a response.
 */
import {
  getSitemapPage,
  getSitemapSummary,
  maxSitemapPageSize,
  type GlobalHireClient,
  type SitemapSummary,
  type SitemapUrl,
} from '@globalhire/data';
import { staticPaths } from './staticPaths';

export interface SitemapResponse {
  status: number;
  contentType: string;
  body: string;
}

const xmlType = 'application/xml; charset=utf-8';
const textType = 'text/plain; charset=utf-8';
const xmlns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const sitemapPath = /^\/sitemap(?:-(\d+))?\.xml$/;

const notFound: SitemapResponse = {
  status: 404,
  contentType: textType,
  body: 'Not found: this sitemap file does not exist.\n',
};
const unavailable: SitemapResponse = {
  status: 503,
  contentType: textType,
  body: 'The sitemap is unavailable right now. Please try again in a minute.\n',
};

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Escapes text for an XML element or attribute. */
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => xmlEntities[c]!);

interface Entry {
  path: string;
  lastmod: string | null;
}

const rowPaths: Record<SitemapUrl['type'], string> = {
  employer: '/employers/',
  article: '/blog/',
  job: '/jobs/',
};
const staticPathSet = new Set<string>(staticPaths);

/** The latest of some W3C datetimes (all in UTC, so they sort as text). */
const latest = (...moments: (string | null | undefined)[]) =>
  moments.reduce<string | null>((max, m) => (m && (!max || m > max) ? m : max), null);

/** What a static page last showed, where the database knows it: the lists' latest rows. */
function staticLastmod(path: string, summary: SitemapSummary): string | null {
  const { employers, articles, jobs } = summary;
  switch (path) {
    case '/':
      return latest(employers.lastmod, articles.lastmod, jobs.lastmod);
    case '/jobs':
      return jobs.lastmod;
    case '/employers':
      return employers.lastmod;
    case '/blog':
      return articles.lastmod;
    default:
      return null;
  }
}

function urlset(base: string, entries: Entry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const last = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(base + path)}</loc>${last}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${xmlns}">\n${urls.join('')}</urlset>\n`;
}

function sitemapIndex(base: string, lastmods: (string | null)[]): string {
  const files = lastmods.map((lastmod, i) => {
    const last = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc>${last}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${xmlns}">\n${files.join('')}</sitemapindex>\n`;
}

/**
 * The answer to a sitemap path, or null when `pathname` is not one: `/sitemap.xml` (the whole
 * sitemap when it fits one file, else the index) or `/sitemap-N.xml` (file N; 404 past the last).
 * A database error is a 503 with a plain message, never its details.
 */
export async function sitemapResponse(
  client: GlobalHireClient,
  siteUrl: string,
  pathname: string,
  options?: { urlsPerFile?: number },
): Promise<SitemapResponse | null> {
  const match = sitemapPath.exec(pathname);
  if (!match) return null;
  const perFile = Math.min(
    Math.max(Math.trunc(options?.urlsPerFile ?? maxSitemapPageSize) || 1, 1),
    maxSitemapPageSize,
  );
  const base = siteUrl.replace(/\/+$/, '');
  const paging = { pageSize: perFile, reserved: staticPaths.length };

  // File N: places [(N-1)·perFile, N·perFile) of (static pages, then the database's rows).
  const file = async (n: number, summary: SitemapSummary | null): Promise<SitemapResponse> => {
    const first = (n - 1) * perFile;
    const statics = staticPaths.slice(first, first + perFile);
    const needsSummary = statics.length > 0 && !summary;
    const needsRows = first + perFile > staticPaths.length;
    const [summaryResult, rowsResult] = await Promise.all([
      needsSummary ? getSitemapSummary(client, paging) : null,
      needsRows ? getSitemapPage(client, n, paging) : null,
    ]);
    if (summaryResult?.error || rowsResult?.error) return unavailable;
    const known = summary ?? summaryResult?.data ?? null;
    const rows = rowsResult?.data ?? [];
    if (statics.length === 0 && rows.length === 0) return notFound;
    const entries: Entry[] = [
      ...statics.map((path) => ({ path, lastmod: known ? staticLastmod(path, known) : null })),
      ...rows
        .map((row) => ({
          path: rowPaths[row.type] + encodeURIComponent(row.key),
          lastmod: row.lastmod,
        }))
        // An article whose slug is a blog category's is shadowed by the category page.
        .filter((entry) => !staticPathSet.has(entry.path)),
    ];
    return { status: 200, contentType: xmlType, body: urlset(base, entries) };
  };

  try {
    if (match[1] === undefined) {
      const summary = await getSitemapSummary(client, paging);
      if (summary.error) return unavailable;
      if (summary.data.files.length <= 1) return await file(1, summary.data);
      const lastmods = summary.data.files.map((rowsLastmod, i) =>
        latest(
          rowsLastmod,
          ...staticPaths
            .slice(i * perFile, (i + 1) * perFile)
            .map((p) => staticLastmod(p, summary.data)),
        ),
      );
      return { status: 200, contentType: xmlType, body: sitemapIndex(base, lastmods) };
    }
    // Only the canonical spelling: no leading zeros, no page 0, nothing past 32 bits.
    const n = Number(match[1]);
    if (!/^[1-9]\d{0,9}$/.test(match[1]) || n > 2_147_483_647) return notFound;
    return await file(n, null);
  } catch {
    return unavailable;
  }
}

/** Private or personal pages kept out of search engines; everything else is public. */
const disallowed = [
  // The panels, their own pages and below, but not /employers (a public list).
  '/admin$',
  '/admin/',
  '/employer$',
  '/employer/',
  '/applicant$',
  '/applicant/',
  // Pages of one person's session or e-mail link.
  '/dashboard',
  '/login/two-factor',
  '/reset-password',
  '/email-confirmed',
  '/alerts/unsubscribe',
  '/notifications/unsubscribe',
];

/** robots.txt: the public site open to every crawler, the private pages closed, the sitemap named. */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
