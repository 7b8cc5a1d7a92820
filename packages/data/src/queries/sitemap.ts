import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

/** The sitemap protocol's limit of URLs per file, and the most one page call returns. */
export const maxSitemapPageSize = 50_000;
/** Pages past this do not exist (the database takes a 32-bit page number). */
const maxSitemapPage = 2_147_483_647;

/** Which public page a row stands for: /employers/<key>, /blog/<key> or /jobs/<key>. */
export type SitemapUrlType = 'employer' | 'article' | 'job';

export interface SitemapUrl {
  type: SitemapUrlType;
  /** The company's or article's slug, or the job's id. */
  key: string;
  /** When the page last changed, a W3C datetime in UTC (2026-11-24T20:00:00Z). */
  lastmod: string | null;
}

export interface SitemapPart {
  count: number;
  /** The latest lastmod of the part's rows; null when it has none. */
  lastmod: string | null;
}

export interface SitemapSummary {
  /** URLs backed by rows: company pages, published articles and live jobs. */
  total: number;
  /** URLs per file, as the database applied it (1..50,000). */
  pageSize: number;
  /** Places taken before the rows (the caller's own URLs), as applied (0..50,000). */
  reserved: number;
  employers: SitemapPart;
  articles: SitemapPart;
  jobs: SitemapPart;
  /** One entry per file: the latest lastmod of the rows in it (null when it holds none). */
  files: (string | null)[];
}

/**
 * How the URLs are cut into files: `pageSize` URLs each (default and most 50,000), the first
 * `reserved` places (0..50,000) left to the caller's own URLs (the site's static pages), so file
 * N holds places [(N-1)·pageSize, N·pageSize) of those, then the rows.
 */
export interface SitemapPaging {
  pageSize?: number;
  reserved?: number;
}

const pagingArgs = ({ pageSize = maxSitemapPageSize, reserved = 0 }: SitemapPaging = {}) => ({
  page_size: Math.min(Math.max(Math.trunc(pageSize) || 1, 1), maxSitemapPageSize),
  reserved: Math.min(Math.max(Math.trunc(reserved) || 0, 0), maxSitemapPageSize),
});

interface PartAnswer {
  count?: number | string;
  lastmod?: string | null;
}

interface SummaryAnswer {
  total?: number | string;
  page_size?: number;
  reserved?: number;
  employers?: PartAnswer;
  articles?: PartAnswer;
  jobs?: PartAnswer;
  files?: (string | null)[];
}

const partOf = (part: PartAnswer | undefined): SitemapPart => ({
  count: Number(part?.count ?? 0),
  lastmod: part?.lastmod ?? null,
});

/**
 * How many public URLs the database backs, their latest change per kind, and how they fall into
 * files: one call (public.sitemap_summary), read through the caller's row-level security.
 */
export async function getSitemapSummary(
  client: GlobalHireClient,
  paging?: SitemapPaging,
): Promise<Result<SitemapSummary>> {
  const args = pagingArgs(paging);
  const { data, error, status } = await client.rpc('sitemap_summary', args);
  if (error) return fail(error, status);
  const answer = (data ?? {}) as unknown as SummaryAnswer;
  return ok({
    total: Number(answer.total ?? 0),
    pageSize: answer.page_size ?? args.page_size,
    reserved: answer.reserved ?? args.reserved,
    employers: partOf(answer.employers),
    articles: partOf(answer.articles),
    jobs: partOf(answer.jobs),
    files: answer.files ?? [null],
  });
}

/**
 * The rows of sitemap file `page` (1-based), in order: company pages, then published articles,
 * then live jobs, each by id. One call returns the whole page (up to 50,000 URLs) as one JSON
 * value (public.sitemap_page), so PostgREST's row limit does not apply. A page past the end, or
 * a page number that is not a positive integer, is an empty list.
 */
export async function getSitemapPage(
  client: GlobalHireClient,
  page: number,
  paging?: SitemapPaging,
): Promise<Result<SitemapUrl[]>> {
  if (!Number.isSafeInteger(page) || page < 1 || page > maxSitemapPage) return ok([]);
  const { data, error, status } = await client.rpc('sitemap_page', { page, ...pagingArgs(paging) });
  if (error) return fail(error, status);
  return ok((Array.isArray(data) ? data : []) as unknown as SitemapUrl[]);
}
