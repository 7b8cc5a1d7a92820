import type { Database } from './database.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parse } from 'smol-toml';
import { fileURLToPath } from 'node:url';

const platformDir = fileURLToPath(new URL('../platform/', import.meta.url));

/** Turns a Postgres error while running `file` into one that names the file and line. */
export function sqlFileError(file: string, sql: string, error: unknown): Error {
  const err = error as {
    message?: string;
    position?: string | number;
    detail?: string;
    hint?: string;
  };
  let where = file;
  const position = Number(err.position);
  if (Number.isFinite(position) && position > 0) {
    const line = sql.slice(0, position - 1).split('\n').length;
    where = `${file}:${line}`;
  }
  const extra = [err.detail, err.hint].filter(Boolean).join(' ');
  return new Error(`${where}: ${err.message ?? String(error)}${extra ? ` (${extra})` : ''}`, {
    cause: error,
  });
}

/**
 * Applies the platform bootstrap (roles, extensions, auth and storage schemas) file by file,
 * remembering which ran, so a database created by an older version gains only the new files.
 */
export async function applyPlatform(db: Database): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_local;
    create table if not exists supabase_local.platform_files (
      name text primary key,
      applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from supabase_local.platform_files')).rows.map(
      (r) => r.name,
    ),
  );
  const applied: string[] = [];
  for (const name of readdirSync(platformDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(platformDir, name), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_local.platform_files (name) values ($1)', [name]);
      });
    } catch (error) {
      throw sqlFileError(`platform/${name}`, sql, error);
    }
    applied.push(name);
  }
  return applied;
}

const migrationName = /^(\d+)_(.+)\.sql$/;

/**
 * Applies `supabase/migrations/<version>_<name>.sql` in version order, each in its own
 * transaction, recorded in supabase_migrations.schema_migrations as the Supabase CLI does.
 */
export async function applyMigrations(db: Database, supabaseDir: string): Promise<string[]> {
  const dir = join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const files = readdirSync(dir)
    .map((file) => ({ file, match: migrationName.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .sort((a, b) => a.file.localeCompare(b.file));
  const applied: string[] = [];
  for (const { file, match } of files) {
    const version = match[1] as string;
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [version, [sql], match[2]],
        );
      });
    } catch (error) {
      throw sqlFileError(`supabase/migrations/${file}`, sql, error);
    }
    applied.push(file);
  }
  return applied;
}

/**
 * The seed files of `[db.seed] sql_paths` in config.toml (default `./seed.sql`; none when
 * `[db.seed] enabled = false`), as the Supabase
 * CLI reads them: paths relative to `supabase/`, a `*` in the file name matching many files,
 * taken in lexical order.
 */
export function seedFiles(supabaseDir: string): string[] {
  const file = join(supabaseDir, 'config.toml');
  const toml = existsSync(file)
    ? (parse(readFileSync(file, 'utf8')) as {
        db?: { seed?: { enabled?: unknown; sql_paths?: unknown } };
      })
    : {};
  // `[db.seed] enabled = false`: no seed, as `supabase db reset` skips it.
  if (toml.db?.seed?.enabled === false) return [];
  const configured = toml.db?.seed?.sql_paths;
  const patterns = Array.isArray(configured)
    ? configured.filter((p): p is string => typeof p === 'string')
    : ['./seed.sql'];
  const files: string[] = [];
  for (const pattern of patterns) {
    const path = join(supabaseDir, pattern);
    const name = basename(path);
    if (!name.includes('*')) {
      if (existsSync(path)) files.push(path);
      continue;
    }
    const dir = dirname(path);
    if (!existsSync(dir)) continue;
    const matcher = new RegExp(`^${name.split('*').map(escapeRegExp).join('.*')}$`);
    files.push(
      ...readdirSync(dir)
        .filter((f) => matcher.test(f))
        .sort()
        .map((f) => join(dir, f)),
    );
  }
  return [...new Set(files)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs the seed files (see `seedFiles`) in one transaction. Returns whether a seed ran. */
export async function applySeed(db: Database, supabaseDir: string): Promise<boolean> {
  const files = seedFiles(supabaseDir);
  if (files.length === 0) return false;
  await db.transaction(async (tx) => {
    for (const file of files) {
      const sql = readFileSync(file, 'utf8');
      try {
        await tx.exec(sql);
      } catch (error) {
        throw sqlFileError(relative(supabaseDir, file), sql, error);
      }
    }
  });
  return true;
}
