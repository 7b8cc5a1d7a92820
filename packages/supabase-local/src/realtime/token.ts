import { decodeJwt } from 'jose';
import type { ServerContext } from '../context.js';
import type { RequestAuth } from '../db/request-context.js';
import { verifyJwt } from '../jwt.js';

export type RealtimeContext = Pick<ServerContext, 'db' | 'jwtSecret' | 'signingKeys' | 'keys'>;

export type TokenCheck =
  | { ok: true; auth: RequestAuth; exp: number }
  | {
      ok: false;
      /** Hosted Realtime's error code, which prefixes the reason of a refused join. */
      code: 'InvalidJWTToken' | 'MalformedJWT' | 'JwtSignatureError';
      /** The message itself, as a channel shut down for its token states it. */
      message: string;
    };

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

/** The reason of a refused join, as hosted Realtime words it: `<code>: <message>`. */
export function joinReason(check: Extract<TokenCheck, { ok: false }>): string {
  return `${check.code}: ${check.message}`;
}

/**
 * Checks a channel's access token as hosted Realtime does (signature, `exp` in the future, `role`
 * and `exp` present), with the server's keys. Its `role` must be one of the API roles, because
 * private channels and Postgres Changes run queries as that role.
 */
export async function checkChannelToken(ctx: RealtimeContext, token: string): Promise<TokenCheck> {
  let claims: Record<string, unknown>;
  if (token === ctx.keys.anonKey) claims = ctx.keys.anonClaims;
  else if (token === ctx.keys.serviceRoleKey) claims = ctx.keys.serviceRoleClaims;
  else {
    const check = await verifyJwt(ctx.jwtSecret, token, ctx.signingKeys);
    if (!check.ok && check.reason === 'expired') {
      const exp = Number(decodeJwt(token).exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
    }
    if (!check.ok) {
      return check.message === 'JWSError JWSInvalidSignature'
        ? { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' }
        : { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    }
    claims = check.claims;
  }
  const { role, exp } = claims;
  if (typeof role !== 'string' || typeof exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (!apiRoles.has(role)) {
    return { ok: false, code: 'InvalidJWTToken', message: `JWT role "${role}" is not allowed` };
  }
  return { ok: true, auth: { role: role as RequestAuth['role'], claims }, exp: Math.floor(exp) };
}

export type ApiKeyCheck = { ok: true } | { ok: false; status: number; body: Record<string, string> };

/**
 * The `apikey` of a WebSocket handshake: the project's anon or service key, or a JWT signed for
 * the project. Refusals use the gateway's answer for a missing or unknown key, and Realtime's
 * for a project token that is expired or lacks its claims.
 */
export async function checkSocketApiKey(ctx: RealtimeContext, apikey: string | null): Promise<ApiKeyCheck> {
  if (apikey === null || apikey === '') {
    return {
      ok: false,
      status: 401,
      body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    };
  }
  if (apikey === ctx.keys.anonKey || apikey === ctx.keys.serviceRoleKey) return { ok: true };
  const check = await checkChannelToken(ctx, apikey);
  if (check.ok) return { ok: true };
  if (check.code === 'InvalidJWTToken' && check.message.startsWith('Token has expired')) {
    return { ok: false, status: 401, body: { error: 'Token has expired' } };
  }
  if (check.code === 'InvalidJWTToken' && check.message.startsWith('Fields')) {
    return { ok: false, status: 401, body: { error: check.message } };
  }
  return {
    ok: false,
    status: 401,
    body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
  };
}
