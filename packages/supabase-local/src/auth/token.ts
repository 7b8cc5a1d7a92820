import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';
import { passwordMatches } from './passwords.js';
import { refreshSession } from './refresh.js';
import { signIn } from './sessions.js';
import { findUserByEmail } from './users.js';

async function passwordGrant(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  limitRequests(call, 'sign-in', ctx.config.auth.rateLimit.signInSignUps);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (email !== undefined && stringField(body, 'phone')) {
    throw authErrors.validation('Only an email address or phone number should be provided on login.');
  }
  if (!email || password === undefined) throw authErrors.invalidCredentials();
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user || !(await passwordMatches(password, user.encrypted_password))) throw authErrors.invalidCredentials();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
  if (!user.email_confirmed_at && ctx.config.auth.email.enableConfirmations) throw authErrors.emailNotConfirmed();
  return ctx.db.transaction(async (tx) => reply(200, await signIn(ctx, tx, user.id, 'password', call.client)));
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
