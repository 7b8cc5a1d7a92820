/**
 * The load figure of `pnpm bench:backend`: supabase-local as its own process (the bin) on PGlite,
 * then on PostgreSQL 15, each with the same generated jobs, driven by supabase-js clients sending
 * the site's requests (load-mix.ts) three ways:
 * - closed loop: BENCH_LOAD_CLIENTS (50) clients, each sending its next request as soon as the
 *   last is answered, for BENCH_LOAD_SECONDS (60; 0 skips the whole load figure);
 * - open loop: Poisson arrivals at BENCH_OPEN_RATES requests/s (20,50,100,200,300,400,500,600,800),
 *   BENCH_OPEN_STEP_SECONDS (12; 0 skips) a step, latency from each scheduled time; then the
 *   highest rate with p95 ≤ 100 ms and no error;
 * - users (PostgreSQL 15 only): BENCH_USERS (500; 0 skips) users, each pausing an exponential
 *   think time of mean BENCH_THINK_SECONDS (5) after each answer, for BENCH_USERS_SECONDS (60).
 * All clients share BENCH_LOAD_SESSIONS (10) sign-ins of the seeded candidate. BENCH_LOAD_JOBS
 * (default BENCH_JOBS, 100,000) sets the jobs; BENCH_PGLITE=0 / BENCH_POSTGRES15=0 skip an engine;
 * BENCH_LOAD_CPU_PROF=<dir> writes V8 CPU profiles of the server processes (load-server.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open.js';
import { postgres15Available, startPostgresCluster } from '../test/helpers/postgres-cluster.js';
import { closedLoop, usersWithThinkTime, type RunResult } from './load-closed.js';
import { makeActors, signIn } from './load-mix.js';
import { steppedOpenLoop, type OpenStep } from './load-open.js';
import { clusterRssMb, procKb, startServer, stopServer, type BenchServer } from './load-server.js';
import { seedJobs } from './seed-jobs.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const loadSettings = {
  clients: env('BENCH_LOAD_CLIENTS', 50),
  sessions: env('BENCH_LOAD_SESSIONS', 10),
  closedSeconds: env('BENCH_LOAD_SECONDS', 60),
  openRates: (process.env.BENCH_OPEN_RATES ?? '20,50,100,200,300,400,500,600,800')
    .split(',')
    .map(Number)
    .filter((n) => n > 0),
  openStepSeconds: env('BENCH_OPEN_STEP_SECONDS', 12),
  users: env('BENCH_USERS', 500),
  usersSeconds: env('BENCH_USERS_SECONDS', 60),
  thinkSeconds: env('BENCH_THINK_SECONDS', 5),
};

export interface LoadResult {
  closed: RunResult | null;
  open: OpenStep[];
  users: RunResult | null;
  serverPeakRssMb: number;
  /** PostgreSQL's RSS at the end; null for PGlite (inside the server). */
  databaseRssMb: number | null;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number;
}

const pause = () => new Promise((done) => setTimeout(done, 2000));

async function runLoads(
  server: BenchServer,
  withUsers: boolean,
): Promise<Omit<LoadResult, 'serverPeakRssMb' | 'databaseRssMb'>> {
  const s = loadSettings;
  const sessions = await signIn(server.url, server.anonKey, s.sessions);
  const { actors, jobIds } = await makeActors(server.url, server.anonKey, sessions, s.clients);
  const closed = s.closedSeconds > 0 ? await closedLoop(actors, jobIds, s.closedSeconds) : null;
  await pause();
  const open =
    s.openStepSeconds > 0
      ? await steppedOpenLoop(actors, jobIds, s.openRates, s.openStepSeconds)
      : [];
  let users: RunResult | null = null;
  if (withUsers && s.users > 0) {
    await pause();
    const many = await makeActors(server.url, server.anonKey, sessions, s.users);
    users = await usersWithThinkTime(many.actors, jobIds, s.usersSeconds, s.thinkSeconds);
  }
  return { closed, open, users, loadAverage: loadavg()[0] ?? NaN };
}

/** PGlite: a data directory migrated, seeded and filled with `jobs` generated jobs, then served. */
export async function loadOnPglite(jobs: number): Promise<LoadResult | null> {
  if (process.env.BENCH_PGLITE === '0') return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-pglite-'));
  try {
    const { db } = await openDatabase({ pgDataDir: join(dataDir, 'pgdata') });
    await seedJobs(db, jobs);
    await db.close();
    const server = await startServer(['--data-dir', dataDir]);
    try {
      const result = await runLoads(server, false);
      return {
        ...result,
        serverPeakRssMb: procKb(server.child.pid as number, 'VmHWM') / 1024,
        databaseRssMb: null,
      };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL 15: a throwaway cluster (default settings) migrated, seeded and filled the same way. */
export async function loadOnPostgres15(jobs: number): Promise<LoadResult | null> {
  if (process.env.BENCH_POSTGRES15 === '0' || !postgres15Available()) return null;
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-pg-'));
  try {
    const { db } = await openDatabase({ databaseUrl: cluster.url() });
    await seedJobs(db, jobs);
    await db.close();
    const server = await startServer(['--data-dir', dataDir, '--database-url', cluster.url()]);
    try {
      const result = await runLoads(server, true);
      return {
        ...result,
        serverPeakRssMb: procKb(server.child.pid as number, 'VmHWM') / 1024,
        databaseRssMb: existsSync(join(cluster.dir, 'data'))
          ? clusterRssMb(join(cluster.dir, 'data'))
          : null,
      };
    } finally {
      await stopServer(server.child);
    }
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
