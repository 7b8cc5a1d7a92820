import { randomUUID } from 'node:crypto';
import { reply, requireUser, stringField, type AuthCall, type AuthReply } from './call.js';
import { AuthError, authErrors } from './errors.js';
import {
  deleteExpiredFactors,
  factorsOf,
  findFactor,
  insertTotpFactor,
  useTotpStep,
  type FactorRow,
} from './factors.js';
import { insertRefreshToken, sessionJson } from './sessions.js';
import { generateTotpKey, totpCodeStep } from './totp.js';
import { openTotpSecret } from './totp-secrets.js';

const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  enrollAal2: () => new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  unenrollAal2: () =>
    new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  totpEnrollDisabled: () =>
    new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'),
  totpVerifyDisabled: () =>
    new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP'),
  challengeNotFound: () =>
    new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  ipMismatch: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () =>
    new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
};

/** Wrong codes per factor are counted over this window. */
const failedCodesWindowMs = 15 * 60_000;

async function sessionAal(call: AuthCall, sessionId: string): Promise<string> {
  const { rows } = await call.ctx.db.query<{ aal: string | null }>(
    `select aal::text as aal from auth.sessions where id::text = $1`,
    [sessionId],
  );
  return rows[0]?.aal ?? 'aal1';
}

/** The signed-in user with a session (GoTrue needs one for every factor call). */
async function requireSession(call: AuthCall) {
  const signedIn = await requireUser(call);
  if (signedIn.sessionId === null) throw authErrors.sessionNotFound();
  return { ...signedIn, sessionId: signedIn.sessionId };
}

/** The factor named in the path, which must belong to the caller. */
async function requireFactor(call: AuthCall, userId: string): Promise<FactorRow> {
  const factor = await findFactor(call.ctx.db, call.c.req.param('id') ?? '');
  if (!factor || factor.user_id !== userId) throw mfaErrors.factorNotFound();
  return factor;
}

/** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: challenge and verify requests per minute per IP. */
function limitChallengeAndVerify(call: AuthCall): void {
  const key = `mfa-challenge-verify:${call.client.ip ?? 'unknown'}`;
  if (
    !call.ctx.rateLimiter.hit(key, call.ctx.config.auth.rateLimit.mfaChallengeAndVerify, 60_000)
  ) {
    throw authErrors.requestRateLimit(60);
  }
}

/** POST /auth/v1/factors {factor_type: 'totp', friendly_name?, issuer?} */
export async function enrollFactor(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  const { user, sessionId } = await requireSession(call);
  const factorType = stringField(body, 'factor_type');
  if (factorType !== 'totp') {
    if (factorType === 'phone' || factorType === 'webauthn') {
      throw new AuthError(
        422,
        `mfa_${factorType}_enroll_not_enabled`,
        `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    throw authErrors.validation('factor_type needs to be totp, phone, or webauthn');
  }
  if (!ctx.config.auth.mfa.totp.enrollEnabled) throw mfaErrors.totpEnrollDisabled();
  const friendlyName = stringField(body, 'friendly_name') ?? '';
  const issuer = stringField(body, 'issuer') || new URL(ctx.config.auth.siteUrl).host;

  await deleteExpiredFactors(ctx.db, ctx.config.auth.mfa.factorExpiry);
  const factors = await factorsOf(ctx.db, user.id);
  if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
    throw mfaErrors.nameConflict(friendlyName);
  }
  const verified = factors.filter((f) => f.status === 'verified').length;
  if (factors.length >= ctx.config.auth.mfa.maxEnrolledFactors) throw mfaErrors.tooManyFactors();
  if (verified > 0 && (await sessionAal(call, sessionId)) !== 'aal2') throw mfaErrors.enrollAal2();

  const key = await generateTotpKey(issuer, user.email ?? '');
  const id = await insertTotpFactor(ctx.db, ctx.totpKey, user.id, friendlyName, key.secret);
  return reply(200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
  });
}

/** POST /auth/v1/factors/{id}/challenge */
export async function challengeFactor(call: AuthCall): Promise<AuthReply> {
  const { ctx } = call;
  limitChallengeAndVerify(call);
  const { user } = await requireSession(call);
  const factor = await requireFactor(call, user.id);
  if (!ctx.config.auth.mfa.totp.verifyEnabled) throw mfaErrors.totpVerifyDisabled();
  const id = randomUUID();
  const { rows } = await ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [
      factor.id,
    ]);
    return tx.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet) returning created_at`,
      [id, factor.id, challengeAddress(call)],
    );
  });
  const createdAt = rows[0]!.created_at.getTime();
  return reply(200, {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(createdAt / 1000) + ctx.config.auth.mfa.challengeExpiry,
  });
}

function challengeAddress(call: AuthCall): string {
  const ip = call.client.ip;
  return ip && /^[0-9a-f:.]+$/i.test(ip) ? ip : '0.0.0.0';
}

/** POST /auth/v1/factors/{id}/verify {challenge_id, code}: the session steps up to aal2. */
export async function verifyFactor(call: AuthCall): Promise<AuthReply> {
  const { ctx, body } = call;
  limitChallengeAndVerify(call);
  const { user, sessionId } = await requireSession(call);
  const factor = await requireFactor(call, user.id);
  const code = stringField(body, 'code') ?? '';
  if (code === '') throw authErrors.validation('Code needs to be non-empty');
  if (!ctx.config.auth.mfa.totp.verifyEnabled) throw mfaErrors.totpVerifyDisabled();
  const challengeId = stringField(body, 'challenge_id') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(challengeId)) throw mfaErrors.challengeNotFound();
  const { rows } = await ctx.db.query<{
    id: string;
    verified_at: Date | null;
    ip_address: string;
    expired: boolean;
  }>(
    `select id, verified_at, host(ip_address) as ip_address,
            created_at + make_interval(secs => $3) < now() as expired
     from auth.mfa_challenges where id = $1::uuid and factor_id = $2`,
    [challengeId, factor.id, ctx.config.auth.mfa.challengeExpiry],
  );
  const challenge = rows[0];
  if (!challenge) throw mfaErrors.challengeNotFound();
  if (challenge.verified_at !== null || challenge.ip_address !== challengeAddress(call)) {
    throw mfaErrors.ipMismatch();
  }
  if (challenge.expired) {
    await ctx.db.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
    throw mfaErrors.challengeExpired(challenge.id);
  }
  // Wrong codes per factor: past the limit every code is refused until the window ends.
  const failedKey = `mfa-failed:${factor.id}`;
  const failedLimit = ctx.config.auth.rateLimit.failedMfaVerificationsPerFactor;
  const wait = ctx.rateLimiter.blockedFor(failedKey, failedLimit, failedCodesWindowMs);
  if (wait > 0) throw authErrors.requestRateLimit(wait);
  const secret = factor.secret ? openTotpSecret(ctx.totpKey, factor.id, factor.secret) : null;
  const step = secret ? totpCodeStep(secret, code) : null;
  const refuse = () => {
    ctx.rateLimiter.hit(failedKey, failedLimit, failedCodesWindowMs);
    return mfaErrors.verificationFailed();
  };
  if (step === null) throw refuse();

  const session = await ctx.db.transaction(async (tx) => {
    // A code works once: one already used, here or in another session, is a wrong code.
    if (!(await useTotpStep(tx, factor.id, step))) throw refuse();
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [
      challenge.id,
    ]);
    if (factor.status !== 'verified') {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      );
    }
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1::uuid`,
      [sessionId, factor.id],
    );
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
       values ($1::uuid, now(), now(), 'totp', $2)
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId, randomUUID()],
    );
    // GoTrue's InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
    await tx.query(
      `delete from auth.sessions where user_id = $1 and (aal is null or aal < 'aal2')`,
      [user.id],
    );
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
      [user.id],
    );
    // A new refresh token for the stepped-up session (GoTrue's refresh token swap).
    const current = await tx.query<{ token: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
       where session_id = $1::uuid and revoked = false returning token`,
      [sessionId],
    );
    const parent = current.rows.at(-1)?.token ?? null;
    const refreshToken = await insertRefreshToken(tx, user.id, sessionId, parent);
    return sessionJson(ctx, tx, user.id, sessionId, refreshToken);
  });
  return reply(200, session);
}

/** DELETE /auth/v1/factors/{id}: sessions stepped up with it fall back to aal1. */
export async function unenrollFactor(call: AuthCall): Promise<AuthReply> {
  const { ctx } = call;
  const { user, sessionId } = await requireSession(call);
  const factor = await requireFactor(call, user.id);
  if (factor.status === 'verified' && (await sessionAal(call, sessionId)) !== 'aal2') {
    throw mfaErrors.unenrollAal2();
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    );
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
      [factor.id],
    );
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
  });
  return reply(200, { id: factor.id });
}
