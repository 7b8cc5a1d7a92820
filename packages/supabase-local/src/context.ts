import type { Database } from './db/database.js';
import type { LocalConfig } from './config.js';
import type { ApiKeys } from './jwt.js';
import type { Mailbox } from './mailbox/mailbox.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { SigningKey } from './signing-keys.js';
import type { BlobStore } from './storage/blob-store.js';

/** Everything a route handler needs, shared by the whole server. */
export interface ServerContext {
  db: Database;
  config: LocalConfig;
  jwtSecret: string;
  /** Asymmetric keys for access tokens (`[auth] signing_keys_path`); none: HS256 with jwtSecret. */
  signingKeys: SigningKey[];
  keys: ApiKeys;
  /** Seals TOTP secrets at rest (auth/totp-secrets.ts). */
  totpKey: Buffer;
  mailbox: Mailbox;
  blobs: BlobStore;
  rateLimiter: RateLimiter;
  /** The mailbox answers callers beyond this machine too (off by default). */
  mailboxExposed: boolean;
  /** The server's own URL (e.g. http://127.0.0.1:54321), known once it listens. */
  publicUrl(): string;
}
