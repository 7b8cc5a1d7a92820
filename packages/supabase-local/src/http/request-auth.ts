import type { RequestAuth } from '../db/request-context.js';
import { verifyJwt } from '../jwt.js';
import type { ServerContext } from '../context.js';

export type AuthOutcome =
  | { ok: true; auth: RequestAuth; token: string }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

/** The bearer token of a request; without Authorization, the apikey (as Supabase's gateway does). */
export function bearerToken(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization !== null) {
    const match = /^bearer\s+(.+)$/i.exec(authorization.trim());
    return match ? (match[1] as string).trim() : null;
  }
  return headers.get('apikey');
}

/**
 * Decides who is calling: the anon key means `anon`, the service key `service_role`, anything
 * else must be an HS256 JWT signed with the server's secret whose `role` is an API role.
 * No token at all is an anonymous call, as in PostgREST.
 */
export async function resolveAuth(ctx: ServerContext, token: string | null): Promise<AuthOutcome> {
  if (token === null || token === '') return { ok: true, auth: { role: 'anon', claims: { role: 'anon' } }, token: '' };
  // The project keys are known: no need to verify them on every request.
  if (token === ctx.keys.anonKey) return { ok: true, auth: { role: 'anon', claims: ctx.keys.anonClaims }, token };
  if (token === ctx.keys.serviceRoleKey) {
    return { ok: true, auth: { role: 'service_role', claims: ctx.keys.serviceRoleClaims }, token };
  }
  const check = await verifyJwt(ctx.jwtSecret, token, ctx.signingKeys);
  if (!check.ok) return check;
  const role = check.claims.role ?? 'anon';
  if (typeof role !== 'string' || !apiRoles.has(role)) {
    return { ok: false, reason: 'invalid', message: `JWT role "${String(role)}" is not allowed` };
  }
  return { ok: true, auth: { role: role as RequestAuth['role'], claims: check.claims }, token };
}

/** PostgREST's answer to a rejected JWT: 401 PGRST301 / PGRST303 with WWW-Authenticate. */
export function restJwtError(outcome: { reason: 'expired' | 'invalid'; message: string }): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const description = outcome.message.replace(/"/g, "'");
  return {
    status: 401,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
    },
    body: JSON.stringify({
      code: outcome.reason === 'expired' ? 'PGRST303' : 'PGRST301',
      details: null,
      hint: null,
      message: outcome.message,
    }),
  };
}
