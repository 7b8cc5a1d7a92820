import { reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { authErrors } from './errors.js';
import { validateEmail } from './passwords.js';
import { resolveRedirect } from './redirect.js';
import { findUserByEmail } from './users.js';

/**
 * POST /auth/v1/recover {email}: a recovery link by email; `{}` whether or not the address is known.
 * Limited, as in GoTrue, by the email limits (per address and per hour) rather than per request.
 */
export async function recover(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, call.query.get('redirect_to') ?? stringField(body, 'redirect_to'));
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    await sendAuthEmail(ctx, tx, { kind: 'recovery', userId: user.id, to: email, currentEmail: email, redirectTo });
  });
  return reply(200, {});
}

/** POST /auth/v1/resend {type: 'signup' | 'email_change', email}: sends the confirmation again. */
export async function resend(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const email = validateEmail(body.email);
  const redirectTo = resolveRedirect(ctx.config, call.query.get('redirect_to') ?? stringField(body, 'redirect_to'));
  await ctx.db.transaction(async (tx) => {
    if (type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      await sendAuthEmail(ctx, tx, { kind: 'signup', userId: user.id, to: email, currentEmail: email, redirectTo });
      return;
    }
    const { rows } = await tx.query<{ id: string; email: string }>(
      `select id, email from auth.users where lower(email_change) = $1 and deleted_at is null limit 1`,
      [email],
    );
    const user = rows[0];
    if (!user) return;
    await sendAuthEmail(ctx, tx, { kind: 'email_change', userId: user.id, to: email, currentEmail: user.email, redirectTo });
  });
  return reply(200, {});
}
