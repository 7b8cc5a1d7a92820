import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSupabaseDir } from '../paths.js';
import type { Database } from './database.js';
import { connectPostgres } from './postgres.js';
import { applyMigrations, applyPlatform, applySeed } from './sql-files.js';

/** The contrib extensions every supabase-local database loads (installed in schema `extensions`). */
export const platformExtensions = { pgcrypto, uuid_ossp, pg_trgm };

/**
 * A database held in memory (tests, restored dumps, `--in-memory`) lives in PGlite's in-memory
 * file system, so two of PostgreSQL's disk-sized defaults only cost CPU at every start:
 * - the 128 MB buffer pool, a second in-memory copy of the files that PGlite zeroes when it
 *   starts (memset was a third of a restore's CPU; 16 MB holds the seeded database, 14 MB);
 * - 16 MB write-ahead-log segments, each unpacked in full when a dump is restored (1 MB, the
 *   smallest initdb allows).
 * `pnpm bench:restore` measures a restore of the test dump with and without them.
 */
export const inMemoryPGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  initDbStartParams: ['--wal-segsize=1'],
};

/** Supabase's default search path for the `postgres` role. */
export const defaultSearchPath = '"$user", public, extensions';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server (`postgres://…`) instead of the embedded PGlite; the user must be a
   *  superuser (the platform bootstrap creates roles, schemas and event triggers). */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** Postgres data directory on disk. Omitted: the database lives in memory. */
  pgDataDir?: string;
  /** Start from a `dumpDataDir('gzip')` tarball (a file path or a Blob) instead of an empty cluster
   *  (with `pgDataDir`, only into a directory that holds no database yet). */
  restoreFrom?: string | Blob;
  /** The `supabase/` directory holding migrations and seed.sql. Default: the workspace's. */
  supabaseDir?: string;
  /** PGlite extensions loaded beside platformExtensions (PGlite only). */
  extensions?: Extensions;
  /** Run seed.sql when the database is new (default true). */
  seed?: boolean;
  log?: (line: string) => void;
}

export interface OpenedDatabase {
  db: Database;
  /** The embedded database itself (null on PostgreSQL), for PGlite-only calls like dumpDataDir. */
  pglite: PGlite | null;
  /** True when the cluster was created by this call (not reopened, not restored). */
  isNew: boolean;
  appliedPlatformFiles: string[];
  appliedMigrations: string[];
  seeded: boolean;
}

/**
 * Opens (or creates) the database, brings the platform bootstrap and `supabase/migrations` up to
 * date, and seeds it once when it is new, as `supabase db reset` would.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl, options);
  const restoring = options.restoreFrom !== undefined;
  let isNew = !restoring;
  if (options.pgDataDir) {
    const exists = existsSync(join(options.pgDataDir, 'PG_VERSION'));
    if (exists && restoring) {
      throw new Error(`Cannot restore into ${options.pgDataDir}: it already holds a database.`);
    }
    isNew = !restoring && !exists;
    mkdirSync(options.pgDataDir, { recursive: true });
  }
  const loadDataDir =
    typeof options.restoreFrom === 'string'
      ? new Blob([readFileSync(options.restoreFrom)])
      : options.restoreFrom;
  const db = await PGlite.create({
    ...(options.pgDataDir ? { dataDir: options.pgDataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(options.pgDataDir ? {} : inMemoryPGliteOptions),
    extensions: { ...platformExtensions, ...options.extensions },
  });
  try {
    // PGlite's single session does not read per-database settings: set it for the session.
    await db.exec(`set search_path to ${defaultSearchPath}`);
    return { ...(await bringUpToDate(db, isNew, options)), pglite: db };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The PostgreSQL server of `url`: new when supabase-local's bootstrap never ran on it. */
async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.pgDataDir !== undefined || options.restoreFrom !== undefined) {
    throw new Error('A data directory or dump cannot be used with a PostgreSQL database URL.');
  }
  const db = connectPostgres(url, {
    ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    const { rows } = await db.query<{ bootstrapped: boolean }>(
      `select to_regclass('supabase_local.platform_files') is not null as bootstrapped`,
    );
    return { ...(await bringUpToDate(db, !rows[0]?.bootstrapped, options)), pglite: null };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Platform bootstrap and migrations brought up to date; the seed once, on a new database. */
async function bringUpToDate(
  db: Database,
  isNew: boolean,
  options: OpenDatabaseOptions,
): Promise<Omit<OpenedDatabase, 'pglite'>> {
  const log = options.log ?? (() => undefined);
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir();
  const appliedPlatformFiles = await applyPlatform(db);
  if (appliedPlatformFiles.length > 0) log(`platform: ${appliedPlatformFiles.join(', ')}`);
  const appliedMigrations = await applyMigrations(db, supabaseDir);
  for (const file of appliedMigrations) log(`migration: ${file}`);
  let seeded = false;
  if (isNew && options.seed !== false) {
    seeded = await applySeed(db, supabaseDir);
    if (seeded) log('seed: supabase/seed.sql');
  }
  return { db, isNew, appliedPlatformFiles, appliedMigrations, seeded };
}
