import { Secret, TOTP } from 'otpauth';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Queryable } from '../../src/db/database.js';

/** The current 6-digit code of a base32 TOTP secret (RFC 6238: SHA1, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp: at,
  });
}

/** A code that is wrong now (not valid in the current window nor either neighbour). */
export function wrongTotpCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

export interface EnrolledFactor {
  factorId: string;
  secret: string;
}

/** Enrols a TOTP factor for the signed-in client and verifies it: the client's session becomes aal2. */
export async function enrolTotp(
  client: SupabaseClient,
  friendlyName = 'Test authenticator',
): Promise<EnrolledFactor & { session: Session }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw new Error(`MFA enrol failed: ${enrolled.error.message}`);
  const factorId = enrolled.data.id;
  const secret = enrolled.data.totp.secret;
  const session = await stepUp(client, { factorId, secret });
  return { factorId, secret, session };
}

/** Challenges and verifies an enrolled factor with the current code: the session becomes aal2. */
export async function stepUp(client: SupabaseClient, factor: EnrolledFactor): Promise<Session> {
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.factorId,
    code: totpCode(factor.secret),
  });
  if (verified.error) throw new Error(`MFA verify failed: ${verified.error.message}`);
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('MFA verify left no session');
  return data.session;
}

/**
 * Steps the client up with a factor that already verified a code. A code works once, and a
 * person signing in again within 30 seconds waits for the next one; tests sign in many times a
 * minute, so they forget the used step instead of waiting (one sign-in at a time per factor, or
 * two at once would present the same code).
 */
export function stepUpAgain(
  db: Queryable,
  client: SupabaseClient,
  factor: EnrolledFactor,
): Promise<Session> {
  const previous = stepUpsInProgress.get(factor.factorId) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      await db.query(`update auth.mfa_factors set last_totp_step = null where id = $1`, [
        factor.factorId,
      ]);
      return stepUp(client, factor);
    });
  stepUpsInProgress.set(factor.factorId, next);
  return next;
}

const stepUpsInProgress = new Map<string, Promise<unknown>>();
