import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';
import { passwordMatches, spendComparisonForUnknownAccount } from './passwords.js';
import { refreshSession } from './refresh.js';
import { signIn } from './sessions.js';
import { anyPasswordHash, findUserByEmail } from './users.js';

/**
 * Failed password sign-ins lock the pair of account and client address, never the account
 * everywhere: a stranger guessing from elsewhere cannot lock the owner out. The limit-th failure
 * locks the pair for a minute, each further one for twice as long (2, 4, 8, then 15 minutes at
 * most); a day without failures, or a success, starts afresh.
 */
const failedSignInLock = {
  firstLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

async function passwordGrant(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  limitRequests(call, 'sign-in', ctx.config.auth.rateLimit.signInSignUps);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (email !== undefined && stringField(body, 'phone')) {
    throw authErrors.validation(
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (!email || password === undefined) throw authErrors.invalidCredentials();
  // A locked pair refuses every attempt, the right password too, until the lock ends.
  const pair = `failed-sign-in:${email.trim().toLowerCase()}:${call.client.ip ?? 'unknown'}`;
  const waitSeconds = ctx.rateLimiter.lockedFor(pair);
  if (waitSeconds > 0) throw authErrors.requestRateLimit(waitSeconds);
  const user = await findUserByEmail(ctx.db, email.trim());
  const matches = user
    ? await passwordMatches(password, user.encrypted_password)
    : await spendComparisonForUnknownAccount(password, () => anyPasswordHash(ctx.db));
  if (!user || !matches) {
    ctx.rateLimiter.recordFailure(pair, {
      ...failedSignInLock,
      limit: ctx.config.auth.rateLimit.failedSignInsPerAccount,
    });
    throw authErrors.invalidCredentials();
  }
  ctx.rateLimiter.clearFailures(pair);
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
  if (!user.email_confirmed_at && ctx.config.auth.email.enableConfirmations)
    throw authErrors.emailNotConfirmed();
  return ctx.db.transaction(async (tx) =>
    reply(200, await signIn(ctx, tx, user.id, 'password', call.client)),
  );
}

/** POST /auth/v1/token?grant_type=password|refresh_token */
export async function token(call: AuthCall): Promise<AuthReply> {
  const grantType = call.query.get('grant_type');
  if (grantType === 'password') return passwordGrant(call);
  if (grantType === 'refresh_token') {
    limitRequests(call, 'token-refresh', call.ctx.config.auth.rateLimit.tokenRefresh);
    return reply(200, await refreshSession(call.ctx, call.body.refresh_token));
  }
  throw authErrors.validation(`Unsupported grant type: ${grantType ?? '(none)'}`);
}
