import type { ServerContext } from '../context.js';
import { reply, requireUser, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { authErrors } from './errors.js';
import { clearOneTimeToken, otpHash } from './otp.js';
import type { Queryable, UserRow } from './users.js';

/** GET /auth/v1/reauthenticate (`auth.reauthenticate()`): a six-digit nonce by email. */
export async function reauthenticate(call: AuthCall): Promise<AuthReply> {
  const { ctx } = call;
  const { user } = await requireUser(call);
  if (!user.email) {
    throw authErrors.validation(
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  await ctx.db.transaction((tx) =>
    sendAuthEmail(ctx, tx, {
      kind: 'reauthentication',
      userId: user.id,
      to: user.email as string,
      currentEmail: user.email as string,
      redirectTo: ctx.config.auth.siteUrl,
    }),
  );
  return reply(200, {});
}

/**
 * GoTrue's secure password change: with `secure_password_change` on, a new password from a
 * session signed in more than 24 hours ago needs the nonce `reauthenticate` mailed (400
 * reauthentication_needed without one, 422 reauthentication_not_valid for a wrong or stale one).
 * A valid nonce is used up.
 */
export async function checkReauthentication(
  ctx: ServerContext,
  db: Queryable,
  user: UserRow,
  sessionId: string | null,
  nonce: unknown,
): Promise<void> {
  if (!ctx.config.auth.email.securePasswordChange) return;
  if (sessionId !== null) {
    const { rows } = await db.query<{ recent: boolean }>(
      `select created_at + interval '24 hours' > now() as recent from auth.sessions where id::text = $1`,
      [sessionId],
    );
    if (rows[0]?.recent) return;
  }
  if (typeof nonce !== 'string' || nonce === '') throw authErrors.reauthenticationNeeded();
  const { rows } = await db.query<{ valid: boolean }>(
    `select reauthentication_token = $2
       and reauthentication_sent_at + make_interval(secs => $3) > now() as valid
     from auth.users where id = $1`,
    [user.id, otpHash(user.email ?? '', nonce), ctx.config.auth.email.otpExpiry],
  );
  if (!rows[0]?.valid) throw authErrors.reauthenticationNotValid();
  await db.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
    [user.id],
  );
  await clearOneTimeToken(db, user.id, 'reauthentication_token');
}
