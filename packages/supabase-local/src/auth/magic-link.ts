import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { sendAuthEmail } from './emails.js';
import { authErrors } from './errors.js';
import { insertUser, unknowablePassword } from './new-user.js';
import { validateEmail } from './passwords.js';
import { resolveRedirect } from './redirect.js';
import { findUserByEmail } from './users.js';

/**
 * Sign-in links and codes one address may be sent per 5 minutes, whoever asks: the address's
 * owner is not flooded, and the per-user resend interval (`max_frequency`) still applies.
 */
const linksPerAddress = 30;
const linksWindowMs = 5 * 60_000;

function metadata(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * POST /auth/v1/otp {email, create_user, data} (`signInWithOtp` with an email): a magic link and
 * six-digit code by email to a confirmed account. An unknown address gets an account when
 * `create_user` is true (the sign-up confirmation mail, which signs in too), else 422 otp_disabled;
 * an unconfirmed account gets the confirmation mail again. `{}` in every success.
 */
export async function magicLink(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const auth = ctx.config.auth;
  limitRequests(call, 'sign-in', auth.rateLimit.signInSignUps);
  if (stringField(body, 'phone') && !stringField(body, 'email')) {
    throw authErrors.phoneProviderDisabled();
  }
  if (!auth.email.enableSignup) throw authErrors.emailLoginsDisabled();
  if (body.email === undefined || body.email === '') {
    throw authErrors.validation('An email address is required');
  }
  const email = validateEmail(body.email);
  if (!ctx.rateLimiter.hit(`sign-in-link:${email}`, linksPerAddress, linksWindowMs)) {
    throw authErrors.emailRateLimit();
  }
  const createUser = body.create_user !== false;
  const redirectTo = resolveRedirect(
    ctx.config,
    call.query.get('redirect_to') ?? stringField(body, 'redirect_to'),
  );
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && !createUser) throw authErrors.otpDisabled();
  if (!existing && !auth.enableSignup) throw authErrors.signupDisabled();
  const encrypted = existing ? null : await unknowablePassword();
  const autoconfirm = !auth.email.enableConfirmations;
  await ctx.db.transaction(async (tx) => {
    const user = (await findUserByEmail(tx, email)) ?? null;
    let userId = user?.id;
    if (!userId) {
      userId = await insertUser(tx, {
        email,
        encryptedPassword: encrypted,
        emailConfirmed: autoconfirm,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: metadata(body.data),
      });
    }
    const confirmed = user ? user.email_confirmed_at !== null : autoconfirm;
    await sendAuthEmail(ctx, tx, {
      kind: confirmed ? 'magiclink' : 'signup',
      userId,
      to: email,
      currentEmail: email,
      redirectTo,
    });
  });
  return reply(200, {});
}
