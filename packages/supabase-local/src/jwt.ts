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

type Claims = JWTPayload & Record<string, unknown>;

/** Most HS256 tokens remembered per secret (each a token a client sends for up to an hour). */
export const verifiedTokenCacheSize = 10_000;
/** Most secrets tokens are remembered for (a process serves one; tests start many servers). */
const verifiedSecretsKept = 8;

/**
 * HS256 tokens already verified with a secret, with their claims: a signed-in client sends the
 * same access token with every request, and WebCrypto's HMAC costs more per request than the rest
 * of the authentication. Only tokens that passed verification are kept, keyed by the whole token
 * (its signature included) under the secret that verified it; expiry is checked again on each use.
 */
const verifiedTokens = new Map<string, Map<string, Claims>>();

function rememberVerified(secret: string, token: string, claims: Claims): void {
  let tokens = verifiedTokens.get(secret);
  if (!tokens) {
    if (verifiedTokens.size >= verifiedSecretsKept)
      verifiedTokens.delete(verifiedTokens.keys().next().value as string);
    verifiedTokens.set(secret, (tokens = new Map()));
  }
  if (tokens.size >= verifiedTokenCacheSize) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/** jose's time rules (`exp` at or before the current second, `nbf` after it), for a remembered token. */
function stillValid(claims: Claims): boolean {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= now) return false;
  return !(typeof claims.nbf === 'number' && claims.nbf > now);
}

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
    if (key) {
      const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [key.alg] });
      return { ok: true, claims: payload as Claims };
    }
    const known = verifiedTokens.get(secret)?.get(token);
    if (known) {
      if (stillValid(known)) return { ok: true, claims: known };
      // Verified again below, so the answer (expired) is jose's own.
      verifiedTokens.get(secret)?.delete(token);
    }
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    // Shared by every request that sends this token: no caller may change it.
    const claims = Object.freeze(payload) as Claims;
    rememberVerified(secret, token, claims);
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
    }
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : 'Invalid JWT' };
  }
}
