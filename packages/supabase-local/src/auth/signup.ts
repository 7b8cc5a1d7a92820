import { randomUUID } from 'node:crypto';
import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { AuthError, authErrors } from './errors.js';
import { checkPasswordStrength, hashPassword, validateEmail } from './passwords.js';
import { signInAnonymously } from './anonymous.js';
import { insertUser } from './new-user.js';
import { resolveRedirect } from './redirect.js';
import { signIn } from './sessions.js';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.js';

function metadata(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * What GoTrue answers when someone signs up with an address that already has an account while
 * confirmations are on (confirmed, invited or waiting for its link): a plausible user with a
 * random id and no identities, so the response reveals neither that the address is registered
 * nor anything of that account (its id, invitation, names).
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
  const absent = (value: unknown) => value === undefined || value === null || value === '';
  if (absent(body.email) && absent(body.phone)) return signInAnonymously(call);
  if (!auth.enableSignup) throw authErrors.signupDisabled();
  if (body.email === undefined) throw authErrors.phoneProviderDisabled();
  if (!auth.email.enableSignup) throw authErrors.emailProviderDisabled();
  const email = validateEmail(body.email);
  const password = await checkPasswordStrength(body.password, auth.minimumPasswordLength);
  const data = metadata(body.data);
  const redirectTo = resolveRedirect(ctx.config, call.query.get('redirect_to') ?? stringField(body, 'redirect_to'));
  const autoconfirm = !auth.email.enableConfirmations;
  const encrypted = await hashPassword(password);

  return ctx.db.transaction(async (tx): Promise<AuthReply> => {
    const existing = await findUserByEmail(tx, email);
    // Without confirmations an existing address is refused outright: signing in here would hand
    // over an invited or unconfirmed account to whoever typed its address.
    if (existing && autoconfirm) throw authErrors.userExists();
    if (existing) {
      // Unconfirmed: do not trust the claimed identity with an update, only resend the link;
      // a resend refused as too soon (the check writes nothing) still gets the same answer.
      if (!existing.email_confirmed_at) {
        await sendAuthEmail(ctx, tx, {
          kind: 'signup',
          userId: existing.id,
          to: email,
          currentEmail: email,
          redirectTo,
        }).catch((error: unknown) => {
          if (!(error instanceof AuthError && error.status === 429)) throw error;
        });
      }
      return reply(200, obfuscatedUser(email, data));
    }
    const id = await insertUser(tx, {
      email,
      encryptedPassword: encrypted,
      emailConfirmed: autoconfirm,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: data,
    });
    const user = (await findUserById(tx, id)) as UserRow;
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
