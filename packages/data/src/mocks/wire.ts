import { delay, HttpResponse } from 'msw';

/** The base URL Storybook stories and unit tests give their Supabase client. */
export const MOCK_SUPABASE_URL = 'http://supabase.mock.globalhire.test';
export const MOCK_ANON_KEY = 'mock-anon-key';

export const restUrl = (table: string) => `${MOCK_SUPABASE_URL}/rest/v1/${table}`;
export const rpcUrl = (fn: string) => `${MOCK_SUPABASE_URL}/rest/v1/rpc/${fn}`;
export const authUrl = (path: string) => `${MOCK_SUPABASE_URL}/auth/v1/${path}`;
export const storageUrl = (path: string) => `${MOCK_SUPABASE_URL}/storage/v1/${path}`;

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8' };

/** Reads PostgREST's `offset`/`limit` the way supabase-js's `range()` sends them. */
export function requestedRange(url: URL, total: number): { from: number; to: number } {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : total;
  return { from: offset, to: Math.min(offset + limit, total) - 1 };
}

/** Whether the client asked for a count (`Prefer: count=exact`). */
export const wantsCount = (request: Request) =>
  /count=(exact|planned|estimated)/.test(request.headers.get('prefer') ?? '');

/** Rows as PostgREST answers a GET/HEAD: Content-Range `first-last/total`, 206 when a counted page is partial. */
export function rowsResponse(
  request: Request,
  rows: readonly unknown[],
  total = rows.length,
): Response {
  const url = new URL(request.url);
  const counted = wantsCount(request);
  const { from, to } = requestedRange(url, rows.length);
  const page = rows.slice(Math.max(from, 0), to + 1);
  const range =
    page.length === 0
      ? `*/${counted ? total : '*'}`
      : `${from}-${from + page.length - 1}/${counted ? total : '*'}`;
  const status = counted && page.length < total ? 206 : 200;
  const body = request.method === 'HEAD' ? null : JSON.stringify(page);
  return new HttpResponse(body, { status, headers: { ...jsonHeaders, 'Content-Range': range } });
}

/** A count-only HEAD answer. */
export function countResponse(total: number): Response {
  return new HttpResponse(null, {
    status: 200,
    headers: { ...jsonHeaders, 'Content-Range': total ? `0-${total - 1}/${total}` : '*/0' },
  });
}

/** A write answered with `return=representation` (201 for POST, 200 otherwise) or 204 without a body. */
export function writeResponse(request: Request, rows: readonly unknown[]): Response {
  const representation = /return=representation/.test(request.headers.get('prefer') ?? '');
  const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
  if (!representation)
    return new HttpResponse(null, { status: request.method === 'POST' ? 201 : 204 });
  const body = single ? JSON.stringify(rows[0] ?? null) : JSON.stringify(rows);
  return new HttpResponse(body, {
    status: request.method === 'POST' ? 201 : 200,
    headers: jsonHeaders,
  });
}

/** An RPC result: a set as an array, `.single()` as an object. */
export function rpcResponse(request: Request, rows: readonly unknown[]): Response {
  const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
  if (single && rows.length !== 1) return singleRowError(rows.length);
  return new HttpResponse(JSON.stringify(single ? rows[0] : rows), {
    status: 200,
    headers: jsonHeaders,
  });
}

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** PostgREST's error shape: `{code, message, details, hint}` with absent fields as null. */
export function postgrestError(status: number, error: PostgrestErrorBody): Response {
  return HttpResponse.json({ details: null, hint: null, ...error }, { status });
}

export const singleRowError = (rows: number) =>
  postgrestError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });

/**
 * GoTrue's error shape; the API-version header makes supabase-js read the string code. `extra`
 * adds members, e.g. `{ weak_password: { reasons: ['pwned'] } }`.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return HttpResponse.json(
    { code, message, ...extra },
    { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
  );
}

/** An HTTP error that supabase-js does not retry (it retries GET/HEAD on 503/520 for seconds). */
export function serverError(request: Request, status = 500): Response {
  const message =
    status >= 500 ? 'The server could not answer the request.' : 'The request was refused.';
  if (request.url.includes('/auth/v1/')) return authError(status, 'unexpected_failure', message);
  if (request.method === 'HEAD') return new HttpResponse(null, { status });
  return postgrestError(status, { code: status >= 500 ? 'XX000' : 'PGRST000', message });
}

let heldRequests = 0;
/** How many requests `never` has held without an answer so far (they stay in flight for good). */
export const heldRequestCount = () => heldRequests;

/**
 * Holds a response open so a story can show its loading state for as long as it is looked at.
 * The headers arrive and the body never does: a response that never starts is failed by
 * Chromium's service-worker timeout five minutes later, surfacing as a network-error toast in
 * whichever story is on screen by then. A HEAD request (a count) has no body to wait for, so it
 * is held before its headers; a failed count only ever shows as its own query's error state.
 */
export async function never(request: Request): Promise<Response> {
  if (request.method === 'HEAD') {
    // Counted, so a screenshot that waits for the mocked requests to answer does not wait on this one.
    heldRequests += 1;
    await delay('infinite');
  }
  return new HttpResponse(new ReadableStream(), { status: 200, headers: jsonHeaders });
}
