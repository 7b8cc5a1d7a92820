/**
 * A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`) with the platform bootstrap, every
 * migration and the seed, so the benchmark can show the same SQL's plans and timings on the
 * database hosted Supabase runs. Driven with psql and pgbench (no Node driver needed).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSupabaseDir } from '../src/paths.js';
import type { SqlRunner } from './seed-jobs.js';

const BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Postgres15 extends SqlRunner {
  /** psql's plain output of a script (EXPLAIN, say). */
  text(sql: string): string;
  /** Runs a pgbench script (one client) `transactions` times; latencies in ms, sorted. */
  pgbench(script: string, transactions: number): number[];
  stop(): void;
}

export function postgres15Available(): boolean {
  return existsSync(join(BIN, 'postgres')) && existsSync(join(BIN, 'pgbench'));
}

function run(command: string, args: string[], asPostgres: boolean, input?: string): string {
  // initdb and postgres refuse to run as root: as root, run them as the `postgres` user.
  const [cmd, argv] =
    asPostgres && process.getuid?.() === 0
      ? ['su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')]]
      : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function startPostgres15(): Promise<Postgres15> {
  const dir = mkdtempSync(join(tmpdir(), 'globalhire-pg15-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(run('id', ['-u', 'postgres'], false).trim()), 0);
  const port = String(55_000 + Math.floor(Math.random() * 900));
  run(join(BIN, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust'], true);
  run(
    join(BIN, 'pg_ctl'),
    ['-D', join(dir, 'data'), '-w', '-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=`, 'start'],
    true,
  );
  const server = ['-h', dir, '-p', port, '-U', 'postgres'];
  const conn = [...server, '-d', 'postgres'];
  const psql = (sql: string) => run('psql', [...conn, '-v', 'ON_ERROR_STOP=1', '-q', '-At', '-f', '-'], false, sql);

  const db: Postgres15 = {
    text: psql,
    async exec(sql: string) {
      psql(sql);
    },
    async query<T>(sql: string) {
      const out = psql(`select coalesce(json_agg(t), '[]') from (${sql}) t`);
      return { rows: JSON.parse(out) as T[] };
    },
    pgbench(script: string, transactions: number) {
      const file = join(dir, `shape-${Date.now()}.sql`);
      writeFileSync(file, script);
      run(
        join(BIN, 'pgbench'),
        [...server, '-n', '-c', '1', '-t', String(transactions), '-f', file, '-l', '--log-prefix', join(dir, 'latency'), 'postgres'],
        false,
      );
      const logs = readdirSync(dir).filter((f) => f.startsWith('latency'));
      const latencies = logs.flatMap((f) =>
        readFileSync(join(dir, f), 'utf8')
          .trim()
          .split('\n')
          .map((line) => Number(line.split(' ')[2]) / 1000),
      );
      for (const f of logs) rmSync(join(dir, f));
      return latencies.sort((a, b) => a - b);
    },
    stop() {
      run(join(BIN, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop'], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };

  // As `supabase db reset` would: platform bootstrap, migrations, seed.
  const supabaseDir = defaultSupabaseDir();
  const platformDir = new URL('../src/platform/', import.meta.url).pathname;
  await db.exec(`alter database postgres set search_path to "$user", public, extensions`);
  await db.exec('create schema if not exists supabase_local');
  for (const f of readdirSync(platformDir).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(readFileSync(join(platformDir, f), 'utf8'));
  }
  const migrations = join(supabaseDir, 'migrations');
  for (const f of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(readFileSync(join(migrations, f), 'utf8'));
  }
  await db.exec(readFileSync(join(supabaseDir, 'seed.sql'), 'utf8'));
  const seeds = join(supabaseDir, 'seeds');
  for (const f of readdirSync(seeds).filter((f) => f.endsWith('.sql')).sort()) {
    await db.exec(readFileSync(join(seeds, f), 'utf8'));
  }
  return db;
}
