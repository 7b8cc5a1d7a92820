import type { ServerContext } from '../context.js';
import { authErrors } from './errors.js';
import { insertRefreshToken, sessionJson, type SessionJson } from './sessions.js';

interface TokenRow {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  parent: string | null;
  reusable: boolean;
  /** The session was ended because a replay was detected: no token of it works again. */
  session_ended: boolean;
}

/**
 * The refresh_token grant with GoTrue's rotation rules: the presented token is revoked and a
 * child issued in the same session. A revoked token that is the parent of the active one gets
 * the active one back (the client lost the response); within the reuse interval a revoked token
 * may mint another child; any other reuse ends the session (every token of it, descendants
 * included, and its access tokens) and fails.
 */
export async function refreshSession(ctx: ServerContext, presented: unknown): Promise<SessionJson> {
  if (typeof presented !== 'string' || presented === '') throw authErrors.refreshTokenNotFound();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `select t.id, t.token, t.user_id, t.revoked, t.session_id, t.parent,
              t.updated_at + make_interval(secs => $2) > now() as reusable,
              coalesce(s.not_after <= now(), false) as session_ended
       from auth.refresh_tokens t
       join auth.users u on u.id::text = t.user_id and u.deleted_at is null
       left join auth.sessions s on s.id = t.session_id
       where t.token = $1
       for update of t`,
      [presented, ctx.config.auth.refreshTokenReuseInterval],
    );
    const token = rows[0];
    if (!token) return { error: authErrors.refreshTokenNotFound() };
    if (token.session_id === null) return { error: authErrors.sessionExpired() };
    const banned = await tx.query<{ banned: boolean }>(
      `select coalesce(banned_until > now(), false) as banned from auth.users where id::text = $1`,
      [token.user_id],
    );
    if (banned.rows[0]?.banned) return { error: authErrors.userBanned() };

    if (token.session_ended) return { error: authErrors.refreshTokenAlreadyUsed() };

    let issued: string | null = null;
    if (token.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        `select token, parent from auth.refresh_tokens
         where session_id = $1 and revoked = false order by id desc limit 1`,
        [token.session_id],
      );
      if (active.rows[0]?.parent === token.token) {
        issued = active.rows[0].token;
      } else if (!token.reusable || !ctx.config.auth.enableRefreshTokenRotation) {
        if (ctx.config.auth.enableRefreshTokenRotation) {
          // A replay: the whole family goes. Ending the session (not only revoking its tokens,
          // which would stamp them with a fresh updated_at inside the reuse window) refuses every
          // token of it from now on, and the access tokens it issued too.
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
            [token.session_id],
          );
          await tx.query(
            `update auth.sessions set not_after = now(), updated_at = now() where id = $1`,
            [token.session_id],
          );
        }
        return { error: authErrors.refreshTokenAlreadyUsed() };
      }
    }
    if (issued === null) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`,
        [token.id],
      );
      issued = await insertRefreshToken(tx, token.user_id, token.session_id, token.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = $1`,
      [token.session_id],
    );
    return { session: await sessionJson(ctx, tx, token.user_id, token.session_id, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
