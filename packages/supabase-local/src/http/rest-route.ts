import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { handleRest } from '../rest/index.js';
import { BodyTooLarge, readBody, readText } from './body.js';
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
  headers: Record<string, string> = {},
): Response {
  return toResponse({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify({ code, details, hint: null, message }),
  });
}

function isOctetStream(headers: Headers): boolean {
  const type = headers.get('content-type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/octet-stream';
}

/**
 * A binary body (the argument of a function with one unnamed bytea parameter) travels as
 * Postgres' hex bytea text, so no byte is lost to text decoding.
 */
function hexBody(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes).toString('hex')}`;
}

/** `/rest/v1/*`: authenticate the caller, then hand the request to the PostgREST engine. */
export function registerRestRoutes(app: Hono, ctx: ServerContext): void {
  app.all('/rest/v1/*', async (c) => {
    const outcome = await resolveAuth(ctx, bearerToken(c.req.raw.headers));
    if (!outcome.ok) return toResponse(restJwtError(outcome));
    let body: string;
    try {
      body = isOctetStream(c.req.raw.headers)
        ? hexBody(await readBody(c.req.raw, ctx.config.api.maxRequestBodySize))
        : await readText(c.req.raw, ctx.config.api.maxRequestBodySize);
    } catch (error) {
      // The rest of the body stays unread: close the connection rather than keep it for another request.
      if (error instanceof BodyTooLarge)
        return restError(413, 'PGRST102', 'Payload Too Large', error.message, {
          Connection: 'close',
        });
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
      schemas: ctx.config.api.schemas,
      extraSearchPath: ctx.config.api.extraSearchPath,
      aggregatesEnabled: ctx.config.api.aggregatesEnabled,
      planEnabled: ctx.config.api.planEnabled,
    });
    return toResponse(res);
  });
}
