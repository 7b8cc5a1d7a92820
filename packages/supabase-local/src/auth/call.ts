import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { verifyJwt } from '../jwt.js';
import { BodyTooLarge, clientAddress, readText } from '../http/body.js';
import { bearerToken } from '../http/request-auth.js';
import { jsonDepth, maxJsonDepth } from '../rest/json-body.js';
import { AuthError, authErrorBody, authErrors, requestedApiVersion } from './errors.js';
import type { ClientInfo } from './sessions.js';
import { findUserById, type UserRow } from './users.js';

/** One Auth API request, parsed. */
export interface AuthCall {
  ctx: ServerContext;
  c: Context;
  body: Record<string, unknown>;
  query: URLSearchParams;
  client: ClientInfo;
}

export type AuthReply = { status: number; body: unknown } | Response;

export function reply(status: number, body: unknown): AuthReply {
  return { status, body };
}

async function parseBody(c: Context, limit: number): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  let text: string;
  try {
    text = await readText(c.req.raw, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw authErrors.payloadTooLarge(limit);
    throw error;
  }
  if (text.trim() === '') return {};
  // Metadata is stored as jsonb, which Postgres parses recursively: refuse what would overflow it.
  if (jsonDepth(text) > maxJsonDepth) {
    throw authErrors.validation(`Request body is nested more than ${maxJsonDepth} levels deep`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw authErrors.badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw authErrors.badJson('expected a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Wraps an Auth handler: parses the body, answers AuthErrors in GoTrue's shape, echoes the API version. */
export function authRoute(ctx: ServerContext, handler: (call: AuthCall) => Promise<AuthReply>) {
  return async (c: Context): Promise<Response> => {
    const apiVersion = requestedApiVersion(c.req.header('x-supabase-api-version'));
    const headers: Record<string, string> = apiVersion
      ? { 'X-Supabase-Api-Version': apiVersion }
      : {};
    try {
      const call: AuthCall = {
        ctx,
        c,
        body: await parseBody(c, ctx.config.api.maxRequestBodySize),
        query: new URL(c.req.url).searchParams,
        client: { ip: clientAddress(c.env), userAgent: c.req.header('user-agent') ?? null },
      };
      const result = await handler(call);
      if (result instanceof Response) return result;
      if (result.status === 204) return new Response(null, { status: 204, headers });
      return c.json(result.body, result.status as 200, headers);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return c.json(authErrorBody(error, apiVersion), error.status as 400, {
        ...headers,
        ...error.headers,
      });
    }
  };
}

/** 429 over_request_rate_limit once `bucket` has seen `limit` requests from this address in 5 minutes. */
export function limitRequests(call: AuthCall, bucket: string, limit: number): void {
  if (!call.ctx.rateLimiter.hit(`${bucket}:${call.client.ip ?? 'unknown'}`, limit, 300_000)) {
    throw authErrors.requestRateLimit();
  }
}

export interface SignedInUser {
  user: UserRow;
  sessionId: string | null;
  claims: Record<string, unknown>;
}

/** The user behind the bearer token, with GoTrue's 401/403 answers when there is none. */
export async function requireUser(call: AuthCall): Promise<SignedInUser> {
  const token = bearerToken(call.c.req.raw.headers);
  if (!token || call.c.req.header('authorization') === undefined)
    throw authErrors.noAuthorization();
  const check = await verifyJwt(call.ctx.jwtSecret, token, call.ctx.signingKeys);
  if (!check.ok) {
    throw authErrors.badJwt(
      check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message,
    );
  }
  const sub = check.claims.sub;
  if (typeof sub !== 'string' || sub === '') throw authErrors.missingSub();
  if (!/^[0-9a-f-]{36}$/i.test(sub)) throw authErrors.badJwt('invalid sub claim');
  const user = await findUserById(call.ctx.db, sub);
  if (!user) throw authErrors.userNotFound();
  const sessionId = typeof check.claims.session_id === 'string' ? check.claims.session_id : null;
  if (sessionId !== null) {
    const { rows } = await call.ctx.db.query<{ id: string }>(
      `select id from auth.sessions where id::text = $1 and user_id = $2 and (not_after is null or not_after > now())`,
      [sessionId, user.id],
    );
    if (rows.length === 0) throw authErrors.sessionNotFound();
  }
  return { user, sessionId, claims: check.claims };
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
