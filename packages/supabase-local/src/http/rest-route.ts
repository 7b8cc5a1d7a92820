import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { handleRest } from '../rest/index.js';
import { BodyTooLarge, readText } from './body.js';
import { bearerToken, resolveAuth, restJwtError } from './request-auth.js';

function toResponse(res: {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}): Response {
  return new Response(res.body, { status: res.status, headers: res.headers });
}

function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): Response {
  return toResponse({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ code, details, hint: null, message }),
  });
}

/** `/rest/v1/*`: authenticate the caller, then hand the request to the PostgREST engine. */
export function registerRestRoutes(app: Hono, ctx: ServerContext): void {
  app.all('/rest/v1/*', async (c) => {
    const outcome = await resolveAuth(ctx, bearerToken(c.req.raw.headers));
    if (!outcome.ok) return toResponse(restJwtError(outcome));
    let body: string;
    try {
      body = await readText(c.req.raw, ctx.config.api.maxRequestBodySize);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return restError(413, 'PGRST102', 'Payload Too Large', error.message);
      throw error;
    }
    const url = new URL(c.req.url);
    const res = await handleRest({
      db: ctx.db,
      method: c.req.method,
      path: url.pathname.slice('/rest/v1'.length) || '/',
      query: url.searchParams,
      headers: c.req.raw.headers,
      body,
      auth: outcome.auth,
      maxRows: ctx.config.api.maxRows,
    });
    return toResponse(res);
  });
}
