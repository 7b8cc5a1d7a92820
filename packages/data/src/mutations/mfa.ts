import type { Session } from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

/** How strongly a session was authenticated: a password alone (aal1) or with a second factor (aal2). */
export type AssuranceLevel = 'aal1' | 'aal2';

/** The name GlobalHire gives the authenticator-app factor it enrols. */
export const AUTHENTICATOR_FACTOR_NAME = 'Authenticator app';

/** The `aal` claim of the session's access token (what RLS checks); null without a session. */
export function sessionAssurance(
  session: Pick<Session, 'access_token'> | null,
): AssuranceLevel | null {
  if (!session) return null;
  const payload = session.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      aal?: unknown;
    };
    return claims.aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return null;
  }
}

export interface TotpFactor {
  id: string;
  friendlyName: string | null;
  verified: boolean;
}

/** The signed-in user's authenticator-app factors (verified first). */
export async function listTotpFactors(client: GlobalHireClient): Promise<Result<TotpFactor[]>> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) return fail(error, error.status);
  const factors = data.all
    .filter((factor) => factor.factor_type === 'totp')
    .map((factor) => ({
      id: factor.id,
      friendlyName: factor.friendly_name ?? null,
      verified: factor.status === 'verified',
    }));
  return ok(factors.sort((a, b) => Number(b.verified) - Number(a.verified)));
}

export interface TotpEnrolment {
  factorId: string;
  /** The QR code as an image URL (`<img src>`), for an authenticator app to scan. */
  qrCode: string;
  /** The same key to type into the app by hand. */
  secret: string;
  uri: string;
}

/** supabase-js hands back `data:image/svg+xml;utf-8,<svg…>`; encode the SVG so any character is safe in a URL. */
function svgImageUrl(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Starts enrolling an authenticator app: a factor left unverified by an earlier attempt is removed
 * first (it could never be used), then a new secret is issued. The factor counts once verified.
 */
export async function startTotpEnrolment(client: GlobalHireClient): Promise<Result<TotpEnrolment>> {
  const existing = await listTotpFactors(client);
  if (existing.error) return existing;
  for (const factor of existing.data.filter((f) => !f.verified)) {
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (error) return fail(error, error.status);
  }
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: AUTHENTICATOR_FACTOR_NAME,
  });
  if (error) return fail(error, error.status);
  return ok({
    factorId: data.id,
    qrCode: svgImageUrl(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  });
}

/**
 * Checks a 6-digit code of the factor (a fresh challenge, then verify). On success the session is
 * stepped up to aal2 and an unverified factor becomes verified.
 */
export async function verifyTotpCode(
  client: GlobalHireClient,
  factorId: string,
  code: string,
): Promise<Result<{ assurance: AssuranceLevel | null }>> {
  const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) return fail(error, error.status);
  return ok({ assurance: sessionAssurance(data) });
}

/** The field message for a code that cannot be right (spaces are ignored); null when it may be. */
export function totpCodeProblem(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  if (digits === '') return 'Enter the 6-digit code from your authenticator app.';
  if (!/^\d{6}$/.test(digits)) return 'The code is 6 digits, like 123456.';
  return null;
}
