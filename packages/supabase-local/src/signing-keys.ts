import { readFileSync } from 'node:fs';
import { importJWK, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

/** An asymmetric key GoTrue signs access tokens with (`[auth] signing_keys_path`). */
export interface SigningKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** What `/.well-known/jwks.json` shows: the public half only. */
  publicJwk: JWK;
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

/**
 * Reads the Supabase CLI's signing keys file (`supabase gen signing-key`): a JSON array of private
 * JWKs (ES256 or RS256, each with a `kid`). The first key signs; all of them verify.
 */
export async function loadSigningKeys(file: string): Promise<SigningKey[]> {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const jwks = Array.isArray(parsed) ? (parsed as JWK[]) : [parsed as JWK];
  const keys: SigningKey[] = [];
  for (const jwk of jwks) {
    const named = jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'RS256');
    if ((named !== 'ES256' && named !== 'RS256') || !jwk.kid || !jwk.d) {
      throw new Error(`${file}: each signing key must be a private ES256 or RS256 JWK with a kid`);
    }
    const publicJwk: JWK = Object.fromEntries(
      Object.entries(jwk).filter(([name]) => !privateMembers.includes(name)),
    );
    const alg = named as SigningKey['alg'];
    publicJwk.alg = alg;
    publicJwk.key_ops = ['verify'];
    keys.push({
      kid: jwk.kid,
      alg,
      privateKey: (await importJWK({ ...jwk, key_ops: ['sign'] }, alg)) as CryptoKey,
      publicKey: (await importJWK(publicJwk, alg)) as CryptoKey,
      publicJwk,
    });
  }
  return keys;
}

/** Signs with the first signing key (its `kid` in the header). */
export function signWithKey(key: SigningKey, payload: JWTPayload): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}
