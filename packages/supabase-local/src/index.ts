import type { Database } from './db/database.js';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app.js';
import { loadSigningKeys } from './signing-keys.js';
import type { EdgeFunction } from './http/functions.js';
import { RateLimiter } from './auth/rate-limit.js';
import { sealPlainTotpSecrets, totpSecretsKey } from './auth/totp-secrets.js';
import { loadConfig, type ConfigOverrides, type LocalConfig } from './config.js';
import type { ServerContext } from './context.js';
import { openDatabase, type OpenDatabaseOptions } from './db/open.js';
import { connectPostgres } from './db/postgres.js';
import { createApiKeys, defaultJwtSecret } from './jwt.js';
import { assertSafeToListen, dataDirJwtSecret } from './jwt-secret.js';
import { Mailbox } from './mailbox/mailbox.js';
import { warmRestCatalog } from './rest/index.js';
import { defaultSupabaseDir } from './paths.js';
import { DiskBlobStore, MemoryBlobStore } from './storage/blob-store.js';
import { PostgresChangesHub } from './realtime/changes/hub.js';
import { registerRealtimeRoutes } from './realtime/http-broadcast.js';
import { RealtimeServer } from './realtime/socket.js';

export type { RequestAuth } from './db/request-context.js';
export { withRequestContext } from './db/request-context.js';
export type { LocalConfig, ConfigOverrides } from './config.js';
export { loadConfig } from './config.js';
export type { EdgeFunction, EdgeFunctionEnv } from './http/functions.js';
export type { MailMessage, OutgoingMail } from './mailbox/mailbox.js';
export { Mailbox } from './mailbox/mailbox.js';
export { openDatabase, platformExtensions } from './db/open.js';
export type { Database, Transaction } from './db/database.js';
export { defaultJwtSecret } from './jwt.js';

export interface StartOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Keeps the database (`<dataDir>/pgdata`) and stored files (`<dataDir>/storage`) on disk. */
  dataDir?: string;
  /**
   * A PostgreSQL server to use instead of the embedded PGlite (`SUPABASE_LOCAL_DATABASE_URL`):
   * bootstrapped, migrated and seeded like a new data directory when new, brought up to date
   * when not. Stored files and the JWT secret still live in `dataDir` (or in memory).
   */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** Everything in memory (the default when no dataDir is given). */
  inMemory?: boolean;
  /** PGlite extensions to load beside the platform's (a benchmark's auto_explain, say). */
  pgliteExtensions?: OpenDatabaseOptions['extensions'];
  /** Start from a `dumpDataDir('gzip')` tarball (path or Blob) instead of an empty database. */
  restoreFrom?: string | Blob;
  /** Run supabase/seed.sql on a new database (default true). */
  seed?: boolean;
  /**
   * HS256 secret for every JWT. Default: with a data directory, its own random secret
   * (`<dataDir>/jwt-secret`, made on first start); in memory, the Supabase CLI's local secret
   * (tests), which is refused on any address but loopback.
   */
  jwtSecret?: string;
  /** The `supabase/` directory (migrations, seed.sql, config.toml); default: the workspace's. */
  supabaseDir?: string;
  /** Let the mailbox answer callers beyond loopback (default false: only this machine reads it). */
  exposeMailbox?: boolean;
  /** A TOML file of config.toml's layout whose values win over it (`SUPABASE_LOCAL_CONFIG`). */
  configOverlay?: string;
  /** Settings over those in config.toml (tests lower rate limits, switch confirmations off…). */
  config?: ConfigOverrides;
  /** No log lines on stdout. */
  quiet?: boolean;
  /** Edge Functions served at `/functions/v1/<name>`, in this process (see http/functions.ts). */
  functions?: Record<string, EdgeFunction>;
}

export interface SupabaseLocal {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Database;
  mailbox: Mailbox;
  config: LocalConfig;
  /** True when this start created the database (and seeded it unless `seed: false`). */
  createdDatabase: boolean;
  stop(): Promise<void>;
}

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolveAddress, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolveAddress(server.address() as AddressInfo);
    });
  });
}

/** Starts the embedded Supabase backend: database, then HTTP (REST, Auth, Storage, Realtime, mailbox). */
export async function startSupabaseLocal(options: StartOptions = {}): Promise<SupabaseLocal> {
  const log = options.quiet
    ? () => undefined
    : (line: string) => console.log(`[supabase-local] ${line}`);
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir();
  const onDisk = options.dataDir !== undefined && options.inMemory !== true;
  const host = options.host ?? '127.0.0.1';
  const jwtSecret =
    options.jwtSecret ?? (onDisk ? dataDirJwtSecret(options.dataDir as string) : defaultJwtSecret);
  assertSafeToListen(host, jwtSecret);
  const opened = await openDatabase({
    ...(options.databaseUrl !== undefined
      ? {
          databaseUrl: options.databaseUrl,
          ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
        }
      : onDisk
        ? { pgDataDir: join(options.dataDir as string, 'pgdata') }
        : {}),
    ...(options.restoreFrom !== undefined ? { restoreFrom: options.restoreFrom } : {}),
    ...(options.pgliteExtensions ? { extensions: options.pgliteExtensions } : {}),
    supabaseDir,
    seed: options.seed ?? true,
    log,
  });
  const { db } = opened;
  const totpKey = totpSecretsKey(onDisk ? (options.dataDir as string) : null, jwtSecret);
  const sealed = await sealPlainTotpSecrets(db, totpKey).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  if (sealed > 0) log(`auth: sealed ${sealed} TOTP secret(s) stored in plain text`);
  // Load the REST schema cache now, so the first visitor does not wait for it.
  await warmRestCatalog(db);
  let url = '';
  const config = loadConfig(supabaseDir, options.config, options.configOverlay);
  const ctx: ServerContext = {
    db,
    config,
    jwtSecret,
    signingKeys: config.auth.signingKeysPath
      ? await loadSigningKeys(config.auth.signingKeysPath)
      : [],
    keys: await createApiKeys(jwtSecret),
    totpKey,
    mailbox: new Mailbox(db),
    blobs: onDisk
      ? new DiskBlobStore(join(options.dataDir as string, 'storage'))
      : new MemoryBlobStore(),
    rateLimiter: new RateLimiter(),
    mailboxExposed: options.exposeMailbox ?? false,
    publicUrl: () => url,
  };
  // Unexpected failures are bugs: report them even when quiet.
  const logError = (line: string) => console.error(`[supabase-local] ${line}`);
  const app = createApp(ctx, logError, options.functions);
  // On PostgreSQL, Realtime drains its changes over a connection of its own (as hosted Realtime
  // polls on its own), so deliveries do not queue behind API requests for the pool.
  const drain =
    options.databaseUrl !== undefined
      ? connectPostgres(options.databaseUrl, { poolSize: 1, log: logError })
      : null;
  const changes = new PostgresChangesHub(db, logError, drain ? { drain } : {});
  const stopChanges = async () => {
    await changes.stop();
    await drain?.close();
  };
  try {
    await changes.start();
  } catch (error) {
    await stopChanges();
    await db.close();
    throw error;
  }
  const realtime = new RealtimeServer(ctx, {
    changes,
    logError,
    limits: { maxConnections: config.realtime.maxConcurrentUsers },
  });
  registerRealtimeRoutes(app, ctx, realtime.state);
  const server = serve({ fetch: app.fetch, port: options.port ?? 54321, hostname: host });
  server.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  let address: AddressInfo;
  try {
    address = await listen(server);
  } catch (error) {
    await realtime.close();
    await stopChanges();
    await db.close();
    throw error;
  }
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${urlHost}:${address.port}`;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // Upgraded sockets would hold close() open: drop them first.
      await realtime.close();
      await stopChanges();
      await new Promise<void>((done) => {
        server.close(() => done());
        // Idle keep-alive sockets would hold close() open; in-flight requests finish first.
        (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await db.close();
    })();
    return stopping;
  };

  return {
    url,
    anonKey: ctx.keys.anonKey,
    serviceRoleKey: ctx.keys.serviceRoleKey,
    jwtSecret,
    db,
    mailbox: ctx.mailbox,
    config: ctx.config,
    createdDatabase: opened.isNew,
    stop,
  };
}

// For tools that run supabase-local next to something else (the root `pnpm start`).
export { lockDataDir } from './data-dir-lock.js';
export { usableDemoAccounts, demoPassword } from './demo-accounts.js';
export { defaultDataDir, findWorkspaceRoot } from './paths.js';
