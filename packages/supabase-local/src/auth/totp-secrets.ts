import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrMakeKeyFile } from '../jwt-secret.js';
import type { Queryable } from './queryable.js';

/** Where a data directory keeps the key its TOTP secrets are sealed with (mode 0600). */
export const totpKeyFileName = 'totp-key';

/**
 * The key TOTP secrets are sealed with at rest. With a data directory: its own random key,
 * made on first start next to the JWT secret, so a copy of the database alone does not give
 * away anyone's second factor. In memory: derived from the JWT secret (the data lives no longer
 * than the process).
 */
export function totpSecretsKey(dataDir: string | null, jwtSecret: string): Buffer {
  if (dataDir === null) {
    return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'supabase-local totp key', 32));
  }
  const file = join(dataDir, totpKeyFileName);
  const key = Buffer.from(readOrMakeKeyFile(dataDir, file), 'base64url');
  if (key.length !== 32) throw new Error(`${file}: a TOTP key is 32 bytes, base64url-encoded.`);
  return key;
}

/** GoTrue's shape for an encrypted column value (its `crypto.EncryptedString`). */
interface SealedSecret {
  key_id: string;
  alg: 'aes-gcm-hkdf';
  nonce: string;
  data: string;
}

const keyId = 'local';

function cipherKey(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, '', 'totp-secret', 32));
}

/**
 * AES-256-GCM with the factor's id as associated data: a sealed secret copied onto another
 * factor's row does not open.
 */
export function sealTotpSecret(key: Buffer, factorId: string, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(key), nonce);
  cipher.setAAD(Buffer.from(factorId));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const sealed: SealedSecret = {
    key_id: keyId,
    alg: 'aes-gcm-hkdf',
    nonce: nonce.toString('base64'),
    data: data.toString('base64'),
  };
  return JSON.stringify(sealed);
}

/**
 * The base32 secret of a stored value: sealed (JSON) or, from a database written before
 * secrets were sealed, plain. Null when it does not open (another key, or tampered with).
 */
export function openTotpSecret(key: Buffer, factorId: string, stored: string): string | null {
  if (!stored.startsWith('{')) return stored;
  try {
    const sealed = JSON.parse(stored) as SealedSecret;
    if (sealed.alg !== 'aes-gcm-hkdf') return null;
    const data = Buffer.from(sealed.data, 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      cipherKey(key),
      Buffer.from(sealed.nonce, 'base64'),
    );
    decipher.setAAD(Buffer.from(factorId));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([
      decipher.update(data.subarray(0, data.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Seals the secrets a database still holds in plain text; returns how many it sealed. */
export async function sealPlainTotpSecrets(db: Queryable, key: Buffer): Promise<number> {
  const { rows } = await db.query<{ id: string; secret: string }>(
    `select id, secret from auth.mfa_factors where secret is not null and left(secret, 1) <> '{'`,
  );
  for (const row of rows) {
    await db.query(`update auth.mfa_factors set secret = $2 where id = $1 and secret = $3`, [
      row.id,
      sealTotpSecret(key, row.id, row.secret),
      row.secret,
    ]);
  }
  return rows.length;
}
