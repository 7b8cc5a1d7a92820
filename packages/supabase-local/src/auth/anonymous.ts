import { reply, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';
import { insertUser } from './new-user.js';
import { signIn } from './sessions.js';

function metadata(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * POST /auth/v1/signup without email or phone (`signInAnonymously`): a user with no identity and
 * `is_anonymous`, signed in at once. Refused as GoTrue does when `enable_anonymous_sign_ins` is off
 * or sign-ups are closed; limited per address per hour (`rate_limit.anonymous_users`).
 */
export async function signInAnonymously(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const auth = ctx.config.auth;
  if (!auth.enableAnonymousSignIns) throw authErrors.anonymousDisabled();
  if (
    !ctx.rateLimiter.hit(
      `anonymous:${call.client.ip ?? 'unknown'}`,
      auth.rateLimit.anonymousUsers,
      3_600_000,
    )
  ) {
    throw authErrors.requestRateLimit();
  }
  if (!auth.enableSignup) throw authErrors.signupDisabled();
  return ctx.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email: null,
      encryptedPassword: null,
      emailConfirmed: false,
      appMetadata: { provider: 'anonymous', providers: ['anonymous'] },
      userMetadata: metadata(body.data),
      isAnonymous: true,
    });
    return reply(200, await signIn(ctx, tx, id, 'anonymous', call.client));
  });
}
