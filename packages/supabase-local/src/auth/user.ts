import { reply, requireUser, stringField, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { authErrors } from './errors.js';
import { checkPasswordStrength, hashPassword, passwordMatches, validateEmail } from './passwords.js';
import { checkReauthentication } from './reauthenticate.js';
import { resolveRedirect } from './redirect.js';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.js';

/** GET /auth/v1/user */
export async function getUser(call: AuthCall): Promise<AuthReply> {
  const { user } = await requireUser(call);
  return reply(200, await userJson(call.ctx.db, user));
}

/**
 * PUT /auth/v1/user {email?, password?, data?}. `data` is merged into the user metadata (a null
 * value removes a key). A new password ends the user's other sessions. A new email is confirmed
 * through a link sent to it, unless confirmations are off.
 */
export async function updateUser(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const { user, sessionId } = await requireUser(call);
  const data = body.data;
  if (data !== undefined && (data === null || typeof data !== 'object' || Array.isArray(data))) {
    throw authErrors.validation('Invalid user metadata: expected an object');
  }
  const password = body.password === undefined ? undefined : body.password;
  let encrypted: string | undefined;
  if (password !== undefined) {
    const checked = await checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    if (await passwordMatches(checked, user.encrypted_password)) throw authErrors.samePassword();
    encrypted = await hashPassword(checked);
  }
  const newEmail = body.email === undefined ? undefined : validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, call.query.get('redirect_to') ?? stringField(body, 'redirect_to'));

  return ctx.db.transaction(async (tx) => {
    if (encrypted !== undefined) await checkReauthentication(ctx, tx, user, sessionId, body.nonce);
    if (data !== undefined) {
      const { rows } = await tx.query<{ merged: Record<string, unknown> }>(
        `select jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) as merged from auth.users where id = $1`,
        [user.id, data],
      );
      await tx.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [
        user.id,
        rows[0]?.merged ?? {},
      ]);
    }
    if (encrypted !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        encrypted,
      ]);
      await tx.query(`delete from auth.sessions where user_id = $1 and id::text is distinct from $2`, [
        user.id,
        sessionId,
      ]);
    }
    if (newEmail !== undefined && newEmail !== user.email) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      if (ctx.config.auth.email.enableConfirmations) {
        await tx.query(`update auth.users set email_change = $2 where id = $1`, [user.id, newEmail]);
        await sendAuthEmail(ctx, tx, {
          kind: 'email_change',
          userId: user.id,
          to: newEmail,
          currentEmail: user.email ?? '',
          redirectTo,
        });
      } else {
        await applyEmailChange(tx, user.id, newEmail);
      }
    }
    return reply(200, await userJson(tx, (await findUserById(tx, user.id)) as UserRow));
  });
}

/** Moves the account (and its email identity) to a new address. */
export async function applyEmailChange(
  db: Parameters<typeof findUserById>[0],
  userId: string,
  email: string,
): Promise<void> {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_sent_at = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [userId, email],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
