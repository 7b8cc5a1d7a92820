import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-keys.js';

/** The Supabase CLI's well-known local development secret. */
export const defaultJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Expiry of the Supabase CLI's local API keys (2032-11-12), so ours match theirs byte for byte. */
const apiKeyExpiry = 1983812996;

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signJwt(secret: string, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(secret));
}

export interface ApiKeys {
  anonKey: string;
  serviceRoleKey: string;
  /** The keys' payloads: the claims PostgREST sees for calls made with them. */
  anonClaims: Record<string, unknown>;
  serviceRoleClaims: Record<string, unknown>;
}

/** The anon and service-role keys: long-lived HS256 JWTs, exactly as `supabase start` prints them. */
export async function createApiKeys(secret: string): Promise<ApiKeys> {
  const anonClaims = { iss: 'supabase-demo', role: 'anon', exp: apiKeyExpiry };
  const serviceRoleClaims = { iss: 'supabase-demo', role: 'service_role', exp: apiKeyExpiry };
  const [anonKey, serviceRoleKey] = await Promise.all([signJwt(secret, anonClaims), signJwt(secret, serviceRoleClaims)]);
  return { anonKey, serviceRoleKey, anonClaims, serviceRoleClaims };
}

export type JwtCheck =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

/**
 * Verifies a JWT, telling an expired token from a forged or malformed one: HS256 with the secret,
 * or, when its header names the `kid` of one of `signingKeys`, that key's asymmetric algorithm.
 */
export async function verifyJwt(
  secret: string,
  token: string,
  signingKeys: readonly SigningKey[] = [],
): Promise<JwtCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  try {
    const kid = signingKeys.length > 0 ? decodeProtectedHeader(token).kid : undefined;
    const key = kid === undefined ? undefined : signingKeys.find((k) => k.kid === kid);
    const { payload } = key
      ? await jwtVerify(token, key.publicKey, { algorithms: [key.alg] })
      : await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
    }
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : 'Invalid JWT' };
  }
}
