import { verifyJwt } from '../jwt.js';
import { bearerToken } from '../http/request-auth.js';
import type { AuthCall } from './call.js';
import { authErrors } from './errors.js';
import { findUserById, type UserRow } from './users.js';

/** The JWT roles GoTrue's admin API accepts (GOTRUE_JWT_ADMIN_ROLES' default). */
const adminRoles = new Set(['service_role', 'supabase_admin']);

/**
 * GoTrue's requireAdminCredentials: a bearer token (401 without), valid (403 bad_jwt), whose
 * role is an admin role (403 not_admin "User not allowed"): the service-role key, never a user.
 */
export async function requireAdmin(call: AuthCall): Promise<void> {
  const token = bearerToken(call.c.req.raw.headers);
  if (!token || call.c.req.header('authorization') === undefined)
    throw authErrors.noAuthorization();
  if (token === call.ctx.keys.serviceRoleKey) return;
  const check = await verifyJwt(call.ctx.jwtSecret, token, call.ctx.signingKeys);
  if (!check.ok) {
    throw authErrors.badJwt(
      check.reason === 'expired' ? 'token has invalid claims: token is expired' : check.message,
    );
  }
  if (typeof check.claims.role !== 'string' || !adminRoles.has(check.claims.role)) {
    throw authErrors.notAdmin();
  }
}

/** The user named by the `:id` route parameter (404 user_not_found, as GoTrue's loadUser). */
export async function userFromPath(call: AuthCall): Promise<UserRow> {
  const id = call.c.req.param('id') ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw authErrors.userIdNotUuid();
  }
  const user = await findUserById(call.ctx.db, id);
  if (!user) throw authErrors.userIdNotFound();
  return user;
}

export function metadataField(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authErrors.badJson(
      `json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${name} of type map[string]interface {}`,
    );
  }
  return value as Record<string, unknown>;
}

/** Go's time.ParseDuration for ban_duration ("24h", "1h30m", "none" lifts a ban): seconds. */
export function parseBanDuration(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'none') return null;
  const text = typeof value === 'string' ? value : '';
  const units: Record<string, number> = {
    ns: 1e-9,
    us: 1e-6,
    µs: 1e-6,
    ms: 1e-3,
    s: 1,
    m: 60,
    h: 3600,
  };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
    throw authErrors.validation(
      `invalid format for ban duration: time: invalid duration "${text}"`,
    );
  }
  return parts.reduce((sum, p) => sum + Number(p[1]) * (units[p[2] as string] as number), 0);
}
