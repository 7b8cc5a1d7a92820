import { randomUUID } from 'node:crypto';
import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { authErrors } from './errors.js';
import { checkPasswordStrength, hashPassword, validateEmail } from './passwords.js';
import { resolveRedirect } from './redirect.js';
import { signIn } from './sessions.js';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.js';

function metadata(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * What GoTrue answers when someone signs up with the address of a confirmed account while
 * confirmations are on: a plausible user with a random id and no identities, so the response
 * does not reveal that the address is registered.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /auth/v1/signup {email, password, data} */
export async function signup(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const auth = ctx.config.auth;
  limitRequests(call, 'sign-in', auth.rateLimit.signInSignUps);
  if (!auth.enableSignup) throw authErrors.signupDisabled();
  if (!auth.email.enableSignup) throw authErrors.emailProviderDisabled();
  if (body.email === undefined && body.phone === undefined) {
    throw authErrors.validation('To signup, please provide your email');
  }
  const email = validateEmail(body.email);
  const password = checkPasswordStrength(body.password, auth.minimumPasswordLength);
  const data = metadata(body.data);
  const redirectTo = resolveRedirect(ctx.config, call.query.get('redirect_to') ?? stringField(body, 'redirect_to'));
  const autoconfirm = !auth.email.enableConfirmations;
  const encrypted = await hashPassword(password);

  return ctx.db.transaction(async (tx): Promise<AuthReply> => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw authErrors.userExists();
      return reply(200, obfuscatedUser(email, data));
    }
    let user: UserRow;
    if (existing) {
      // Unconfirmed: do not trust the claimed identity with an update, only resend the link.
      user = existing;
    } else {
      const id = randomUUID();
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
           email_change_token_new, email_change, is_super_admin, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
           case when $4::boolean then now() end, $5, $6, now(), now(), '', '', '', '', false, false)`,
        [id, email, encrypted, autoconfirm, { provider: 'email', providers: ['email'] }, data],
      );
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1, $2, $3, 'email', now(), now(), now())`,
        [id, id, { sub: id, email, email_verified: autoconfirm, phone_verified: false }],
      );
      user = (await findUserById(tx, id)) as UserRow;
    }
    if (autoconfirm) return reply(200, await signIn(ctx, tx, user.id, 'password', call.client));
    await sendAuthEmail(ctx, tx, {
      kind: 'signup',
      userId: user.id,
      to: email,
      currentEmail: email,
      redirectTo,
    });
    return reply(200, await userJson(tx, (await findUserById(tx, user.id)) as UserRow));
  });
}
