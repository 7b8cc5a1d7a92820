import { HttpResponse } from 'msw';
import { maxSitemapPageSize, type SitemapUrl, type SitemapUrlType } from '../queries/sitemap';
import { sitemapUrls } from './fixtures/sitemap';
import { defineCall } from './scenario';
import { rpcUrl } from './wire';

interface PagingArgs {
  page?: number;
  page_size?: number;
  reserved?: number;
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };

/** The database's clamps: 1..50,000 URLs per file, 0..50,000 reserved places, a page from 1. */
function paging(args: PagingArgs) {
  const size = Math.min(
    Math.max(Math.trunc(args.page_size ?? maxSitemapPageSize) || 1, 1),
    maxSitemapPageSize,
  );
  const reserved = Math.min(Math.max(Math.trunc(args.reserved ?? 0) || 0, 0), maxSitemapPageSize);
  return { size, reserved, page: Math.max(Math.trunc(args.page ?? 1) || 1, 1) };
}

const latest = (urls: SitemapUrl[]) =>
  urls.reduce<string | null>(
    (max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max),
    null,
  );

/** public.sitemap_summary's JSON over a list of URLs (in the database's order). */
export function answerSitemapSummary(urls: SitemapUrl[], args: PagingArgs = {}) {
  const { size, reserved } = paging(args);
  const part = (type: SitemapUrlType) => {
    const rows = urls.filter((u) => u.type === type);
    return { count: rows.length, lastmod: latest(rows) };
  };
  const fileCount = Math.max(Math.ceil((reserved + urls.length) / size), 1);
  const files = Array.from({ length: fileCount }, (_, i) =>
    latest(urls.slice(Math.max(i * size - reserved, 0), Math.max((i + 1) * size - reserved, 0))),
  );
  return {
    total: urls.length,
    page_size: size,
    reserved,
    employers: part('employer'),
    articles: part('article'),
    jobs: part('job'),
    files,
  };
}

/** public.sitemap_page's JSON: file `page`'s rows after the reserved places. */
export function answerSitemapPage(urls: SitemapUrl[], args: PagingArgs = {}): SitemapUrl[] {
  const { size, reserved, page } = paging(args);
  const from = Math.max((page - 1) * size - reserved, 0);
  const to = page * size - reserved;
  return to <= from ? [] : urls.slice(from, to);
}

const argsOf = async (request: Request): Promise<PagingArgs> => {
  const text = await request.text();
  return text ? (JSON.parse(text) as PagingArgs) : {};
};

/** The live sitemap's two calls, answered over one list of URLs (the fixtures by default). */
export const sitemapHandlers = {
  /** public.sitemap_summary: counts, latest changes and each file's lastmod. */
  sitemapSummary: defineCall<SitemapUrl[]>({
    method: 'post',
    url: rpcUrl('sitemap_summary'),
    respond: async (request, urls) =>
      HttpResponse.json(answerSitemapSummary(urls, await argsOf(request)), {
        headers: jsonHeaders,
      }),
    fixture: sitemapUrls,
    empty: [],
  }),
  /** public.sitemap_page: one file's URLs. */
  sitemapPage: defineCall<SitemapUrl[]>({
    method: 'post',
    url: rpcUrl('sitemap_page'),
    respond: async (request, urls) =>
      HttpResponse.json(answerSitemapPage(urls, await argsOf(request)), { headers: jsonHeaders }),
    fixture: sitemapUrls,
    empty: [],
  }),
};
