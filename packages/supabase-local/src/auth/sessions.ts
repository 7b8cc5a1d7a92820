import { randomInt, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.js';
import { signJwt } from '../jwt.js';
import { signWithKey } from '../signing-keys.js';
import { findUserById, userJson, type Queryable, type UserRow } from './users.js';

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'email/signup'
  | 'recovery'
  | 'email_change'
  | 'anonymous'
  | 'magiclink'
  | 'invite';

const alphanumeric = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's refresh tokens: 12 random lower-case alphanumerics. */
export function newRefreshToken(): string {
  let token = '';
  for (let i = 0; i < 12; i += 1) token += alphanumeric[randomInt(alphanumeric.length)];
  return token;
}

const zeroInstance = '00000000-0000-0000-0000-000000000000';

/** A refresh token row in the session; `parent` is the token it replaces. */
export async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [zeroInstance, token, userId, parent, sessionId],
  );
  return token;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Starts a session for the user: the sessions row, how it was authenticated, a first refresh token. */
export async function createSession(
  db: Queryable,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const ip = client.ip && /^[0-9a-f:.]+$/i.test(client.ip) ? client.ip : null;
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, client.userAgent, ip],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  await db.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  return { sessionId, refreshToken };
}

/** An access token with the claims GoTrue puts in it. */
export async function accessToken(
  ctx: ServerContext,
  db: Queryable,
  user: UserRow,
  sessionId: string,
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  // GoTrue's CalculateAALAndAMR: the session's level, and each way it was authenticated, newest first.
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const level = await db.query<{ aal: string | null }>(
    `select aal::text as aal from auth.sessions where id = $1`,
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = ctx.config.auth.jwtExpiry;
  const claims = {
    iss: `${ctx.publicUrl()}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: now + expiresIn,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: level.rows[0]?.aal ?? 'aal1',
    amr: rows.map((r) => ({
      method: r.authentication_method,
      timestamp: Math.floor(r.updated_at.getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  // With signing keys GoTrue signs with the first (ES256/RS256, its kid in the header); else HS256.
  const signingKey = ctx.signingKeys[0];
  const token = signingKey
    ? await signWithKey(signingKey, claims)
    : await signJwt(ctx.jwtSecret, claims);
  return { token, expiresAt: now + expiresIn, expiresIn };
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** The session body GoTrue answers sign-in, refresh and verify with. */
export async function sessionJson(
  ctx: ServerContext,
  db: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  const access = await accessToken(ctx, db, user, sessionId);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** Signs the user in: a new session and its tokens. */
export async function signIn(
  ctx: ServerContext,
  db: Queryable,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionJson> {
  const { sessionId, refreshToken } = await createSession(db, userId, method, client);
  return sessionJson(ctx, db, userId, sessionId, refreshToken);
}
