/**
 * A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`, see test/helpers/postgres-cluster.ts)
 * with the platform bootstrap, every migration and the seed, applied by supabase-local itself
 * (`openDatabase` with a database URL), so the benchmark can show the same SQL's plans and
 * timings on the database hosted Supabase runs. Plans and latencies come from psql and pgbench.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open.js';
import {
  postgres15Available as clusterAvailable,
  postgres15Bin,
  runProgram,
  startPostgresCluster,
} from '../test/helpers/postgres-cluster.js';
import type { SqlRunner } from './seed-jobs.js';

export interface Postgres15 extends SqlRunner {
  /** psql's plain output of a script (EXPLAIN, say). */
  text(sql: string): string;
  /** What the server logged to psql while it ran a script (auto_explain's plans, say). */
  log(sql: string): string;
  /** Runs a pgbench script (one client) `transactions` times; latencies in ms, sorted. */
  pgbench(script: string, transactions: number): number[];
  stop(): void;
}

export function postgres15Available(): boolean {
  return clusterAvailable() && readdirSync(postgres15Bin).includes('pgbench');
}

export async function startPostgres15(): Promise<Postgres15> {
  const cluster = await startPostgresCluster();
  const { dir } = cluster;
  const conn = [...cluster.psqlArgs, '-d', 'postgres'];
  const psql = (sql: string) =>
    runProgram('psql', [...conn, '-v', 'ON_ERROR_STOP=1', '-q', '-At', '-f', '-'], false, sql);

  const db: Postgres15 = {
    text: psql,
    log(sql: string) {
      const result = spawnSync('psql', [...conn, '-v', 'ON_ERROR_STOP=1', '-q', '-At', '-f', '-'], {
        encoding: 'utf8',
        input: sql,
      });
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
      return result.stderr;
    },
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
      runProgram(
        join(postgres15Bin, 'pgbench'),
        [
          ...cluster.psqlArgs,
          '-n',
          '-c',
          '1',
          '-t',
          String(transactions),
          '-f',
          file,
          '-l',
          '--log-prefix',
          join(dir, 'latency'),
          'postgres',
        ],
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
    stop: () => cluster.stop(),
  };

  try {
    // As `supabase db reset` would: platform bootstrap, migrations, seed. psql and pgbench
    // sessions read the search path from the database, as the `postgres` role's is on Supabase.
    const { db: pool } = await openDatabase({ databaseUrl: cluster.url() });
    await pool.close();
    await db.exec(`alter database postgres set search_path to "$user", public, extensions`);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return db;
}
