import type { Transaction } from '../db/database.js';
import type { ServerContext } from '../context.js';
import { limitRequests, reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { AuthError, authErrors } from './errors.js';
import { clearOneTimeToken, otpHash, type TokenColumn } from './otp.js';
import { resolveRedirect } from './redirect.js';
import { signIn, type ClientInfo, type SessionJson } from './sessions.js';
import { applyEmailChange } from './user.js';
import type { UserRow } from './users.js';

const verifyTypes = ['signup', 'invite', 'email', 'recovery', 'magiclink', 'email_change'] as const;
type VerifyType = (typeof verifyTypes)[number];

const sentAtOf: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
  reauthentication_token: 'reauthentication_sent_at',
};

/** Which token columns a type may match: `email` covers a sign-up confirmation or a magic link. */
function columnsOf(type: VerifyType): TokenColumn[] {
  if (type === 'recovery' || type === 'magiclink') return ['recovery_token'];
  if (type === 'email_change') return ['email_change_token_new'];
  if (type === 'email') return ['confirmation_token', 'recovery_token'];
  return ['confirmation_token'];
}

function parseType(value: string | null | undefined): VerifyType {
  if (!value || !(verifyTypes as readonly string[]).includes(value)) {
    throw authErrors.validation(
      `Verify requires a verification type (one of ${verifyTypes.join(', ')})`,
    );
  }
  return value as VerifyType;
}

interface Proof {
  tokenHash?: string;
  email?: string;
  token?: string;
}

async function findHolder(ctx: ServerContext, tx: Transaction, type: VerifyType, proof: Proof) {
  for (const column of columnsOf(type)) {
    const addressColumn = column === 'email_change_token_new' ? 'email_change' : 'email';
    const hash = proof.tokenHash ?? otpHash(proof.email ?? '', proof.token ?? '');
    const { rows } = await tx.query<{ id: string; email_change: string | null; live: boolean }>(
      `select id, email_change, ${sentAtOf[column]} + make_interval(secs => $3) > now() as live
       from auth.users
       where ${column} = $1 and ($2::text is null or lower(${addressColumn}) = lower($2)) and deleted_at is null
       for update`,
      [hash, proof.tokenHash ? null : (proof.email ?? ''), ctx.config.auth.email.otpExpiry],
    );
    const holder = rows[0];
    if (holder) return holder.live ? { ...holder, column } : null;
  }
  return null;
}

/** Checks the token, applies what it confirms, and signs the user in. */
async function verifyAndSignIn(
  ctx: ServerContext,
  type: VerifyType,
  proof: Proof,
  client: ClientInfo,
): Promise<SessionJson> {
  return ctx.db.transaction(async (tx) => {
    const holder = await findHolder(ctx, tx, type, proof);
    if (!holder) throw authErrors.otpExpired();
    if (holder.column === 'email_change_token_new') {
      await applyEmailChange(tx, holder.id, holder.email_change ?? '');
    } else {
      await tx.query(
        `update auth.users set ${holder.column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [holder.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
         where user_id = $1 and provider = 'email'`,
        [holder.id],
      );
    }
    await clearOneTimeToken(tx, holder.id, holder.column);
    const banned = await tx.query<Pick<UserRow, 'banned_until'>>(
      `select banned_until from auth.users where id = $1`,
      [holder.id],
    );
    const bannedUntil = banned.rows[0]?.banned_until;
    if (bannedUntil && bannedUntil.getTime() > Date.now()) throw authErrors.userBanned();
    return signIn(ctx, tx, holder.id, 'otp', client);
  });
}

/** POST /auth/v1/verify {type, token_hash} or {type, email, token}: a session. */
export async function verifyPost(call: AuthCall): Promise<AuthReply> {
  limitRequests(call, 'verify', call.ctx.config.auth.rateLimit.tokenVerifications);
  const type = parseType(stringField(call.body, 'type'));
  const tokenHash = stringField(call.body, 'token_hash');
  const email = stringField(call.body, 'email');
  const token = stringField(call.body, 'token');
  if (!tokenHash && !(email && token)) {
    throw authErrors.validation('Verify requires either a token_hash, or an email and a token');
  }
  const proof: Proof = tokenHash
    ? { tokenHash }
    : { email: email as string, token: token as string };
  return reply(200, await verifyAndSignIn(call.ctx, type, proof, call.client));
}

/**
 * GET /auth/v1/verify?token=<hash>&type=…&redirect_to=… — the link in an email. Redirects (303)
 * with the session in the URL fragment, where supabase-js's detectSessionInUrl picks it up
 * (`type=recovery` makes it emit PASSWORD_RECOVERY), or with the error there.
 */
export async function verifyGet(call: AuthCall): Promise<AuthReply> {
  const redirect = resolveRedirect(call.ctx.config, call.query.get('redirect_to'));
  const base = redirect.split('#')[0] as string;
  const to = (params: Record<string, string>) =>
    call.c.redirect(`${base}#${new URLSearchParams(params).toString()}`, 303);
  try {
    limitRequests(call, 'verify', call.ctx.config.auth.rateLimit.tokenVerifications);
    const type = parseType(call.query.get('type'));
    const tokenHash = call.query.get('token');
    if (!tokenHash) throw authErrors.otpExpired();
    const session = await verifyAndSignIn(call.ctx, type, { tokenHash }, call.client);
    return to({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const expired = error.code === 'otp_expired';
    return to({
      error: error.status === 429 ? 'over_request_rate_limit' : 'access_denied',
      error_code: error.code,
      error_description: expired ? 'Email link is invalid or has expired' : error.message,
    });
  }
}
