import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultJwtSecret } from './jwt.js';

/** Where a data directory keeps its JWT secret (mode 0600, made on first start). */
export const jwtSecretFileName = 'jwt-secret';

/**
 * The data directory's own JWT secret, generated on first start. The Supabase CLI's published
 * secret would let anyone who can reach the server sign a service_role token.
 */
export function dataDirJwtSecret(dataDir: string): string {
  const file = join(dataDir, jwtSecretFileName);
  const secret = readOrMakeKeyFile(dataDir, file);
  if (secret.length < 32) throw new Error(`${file}: a JWT secret needs at least 32 characters.`);
  return secret;
}

/**
 * The content of a data directory's key file, made with 32 random bytes (base64url, mode 0600)
 * on first start.
 */
export function readOrMakeKeyFile(dataDir: string, file: string): string {
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting at once never overwrite each other's key.
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** True for addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** Refuses to expose a server whose tokens anyone could forge with the published secret. */
export function assertSafeToListen(host: string, jwtSecret: string): void {
  if (jwtSecret === defaultJwtSecret && !isLoopbackHost(host)) {
    throw new Error(
      `Refusing to listen on ${host} with the Supabase CLI's published JWT secret: anyone could sign a service_role token. ` +
        'Set SUPABASE_LOCAL_JWT_SECRET to a secret of your own (32+ characters), or listen on 127.0.0.1.',
    );
  }
}
