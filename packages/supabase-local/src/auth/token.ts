import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';
import { passwordMatches, spendComparisonForUnknownAccount } from './passwords.js';
import { refreshSession } from './refresh.js';
import { signIn } from './sessions.js';
import { anyPasswordHash, findUserByEmail } from './users.js';

/** The window of the per-account failed sign-in limit. */
const failedSignInWindowMs = 15 * 60_000;

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
  // Failed attempts per account, whatever the address they come from: past the limit the account
  // refuses every attempt, the right password too, until the window ends.
  const account = `failed-sign-in:${email.trim().toLowerCase()}`;
  const { failedSignInsPerAccount } = ctx.config.auth.rateLimit;
  const waitSeconds = ctx.rateLimiter.blockedFor(
    account,
    failedSignInsPerAccount,
    failedSignInWindowMs,
  );
  if (waitSeconds > 0) throw authErrors.requestRateLimit(waitSeconds);
  const user = await findUserByEmail(ctx.db, email.trim());
  const matches = user
    ? await passwordMatches(password, user.encrypted_password)
    : await spendComparisonForUnknownAccount(password, () => anyPasswordHash(ctx.db));
  if (!user || !matches) {
    ctx.rateLimiter.hit(account, failedSignInsPerAccount, failedSignInWindowMs);
    throw authErrors.invalidCredentials();
  }
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
