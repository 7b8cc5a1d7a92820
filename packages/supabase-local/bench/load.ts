/**
 * The load figure of `pnpm bench:backend`: 50 concurrent supabase-js clients, each signed in as
 * the seeded candidate, for 60 s (BENCH_LOAD_SECONDS) of mixed job searches, job pages and
 * writes (saving a job, removing it), against supabase-local running as its own process (the
 * `supabase-local` bin) on PGlite, then on PostgreSQL 15, printed side by side.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/open.js';
import { defaultSupabaseDir, packageDir } from '../src/paths.js';
import { seedJobs } from './seed-jobs.js';
import { postgres15Available, startPostgresCluster } from '../test/helpers/postgres-cluster.js';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CANDIDATE = { email: 'candidate@globalhire.local', password: 'globalhire-demo' };
const KEYWORDS = ['engineer', 'nurse', 'manager', 'analyst', 'teacher', 'accountant'];
const COUNTRIES = ['germany', 'canada', 'australia', 'netherlands', 'united-kingdom'];
const CARD =
  'id, title, country, city, category, work_type, salary_min, salary_max, salary_currency, published_at, company:profiles!jobs_company_id_fkey(company_name, slug)';

export interface LoadResult {
  requests: number;
  errors: number;
  firstError: string | null;
  seconds: number;
  sorted: number[];
  serverPeakRssMb: number;
  databaseRssMb: number | null;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Kilobytes of a /proc/<pid>/status field (VmHWM: peak RSS, VmRSS: now). */
function procKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS of the postmaster and its children (shared buffers counted once per process that touched them). */
function clusterRssMb(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let kb = procKb(postmaster, 'VmRSS');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
        kb += procKb(Number(entry), 'VmRSS');
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

/** The `supabase-local` bin on the repository's project, until its banner is printed. */
async function startServer(
  args: string[],
): Promise<{ child: ChildProcess; url: string; anonKey: string }> {
  const port = await freePort();
  const overlay = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'limits.toml');
  // 50 clients sign in from one address within seconds: lift the per-address limits.
  writeFileSync(overlay, '[auth.rate_limit]\nsign_in_sign_ups = 100000\ntoken_refresh = 100000\n');
  const child = spawn(
    process.execPath,
    [
      join(packageDir, 'bin/supabase-local.mjs'),
      'start',
      '--dir',
      defaultSupabaseDir(),
      '--port',
      String(port),
      ...args,
    ],
    { env: { ...process.env, SUPABASE_LOCAL_CONFIG: overlay }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) ready();
    });
    child.once('exit', (code) => fail(new Error(`supabase-local exited with ${code}:\n${output}`)));
  });
  const anonKey = /anon key: (\S+)/.exec(output)?.[1] ?? '';
  return { child, url: `http://127.0.0.1:${port}`, anonKey };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function runLoad(
  url: string,
  anonKey: string,
): Promise<Omit<LoadResult, 'serverPeakRssMb' | 'databaseRssMb'>> {
  const clients: { client: SupabaseClient; userId: string }[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const client = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data, error } = await client.auth.signInWithPassword(CANDIDATE);
    if (error || !data.user) throw new Error(`sign-in failed: ${error?.message}`);
    clients.push({ client, userId: data.user.id });
  }
  const first = clients[0] as (typeof clients)[number];
  const live = await first.client
    .from('jobs')
    .select('id')
    .eq('status', 'published')
    .eq('approved', true)
    .limit(1000);
  if (live.error || live.data.length === 0) throw new Error(`no live jobs: ${live.error?.message}`);
  const jobIds = live.data.map((j) => j.id as number);

  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const timed = async <R extends { error: { message: string } | null }>(
    request: () => PromiseLike<R>,
  ): Promise<R | null> => {
    const t = performance.now();
    let failure: string | null = null;
    let response: R | null = null;
    try {
      response = await request();
      if (response.error) failure = response.error.message;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    latencies.push(performance.now() - t);
    if (failure) {
      errors += 1;
      firstError ??= failure;
    }
    return response;
  };
  await Promise.all(
    clients.map(async ({ client, userId }) => {
      while (performance.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.6) {
          const keyword = pick(KEYWORDS);
          const country = pick(COUNTRIES);
          const search = (page: number) =>
            client
              .from('jobs')
              .select(CARD, { count: 'exact' })
              .eq('approved', true)
              .eq('status', 'published')
              .textSearch('search', keyword, { type: 'websearch', config: 'english' })
              .eq('country', country)
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .range(page * 20, page * 20 + 19);
          const first = await timed(() => search(0));
          // A third of the visitors of a search with more than one page turn to the second.
          if ((first?.count ?? 0) > 20 && Math.random() < 1 / 3) await timed(() => search(1));
        } else if (roll < 0.75) {
          await timed(() => client.from('jobs').select(CARD).eq('id', pick(jobIds)).maybeSingle());
        } else {
          const jobId = pick(jobIds);
          await timed(() =>
            client
              .from('saved_jobs')
              .upsert({ candidate_id: userId, job_id: jobId }, { ignoreDuplicates: true }),
          );
          await timed(() =>
            client.from('saved_jobs').delete().eq('candidate_id', userId).eq('job_id', jobId),
          );
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    errors,
    firstError,
    seconds,
    sorted: latencies.sort((a, b) => a - b),
    loadAverage: loadavg()[0] ?? NaN,
  };
}

/** PGlite: a data directory migrated, seeded and filled with `jobs` generated jobs, then served. */
export async function loadOnPglite(jobs: number): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-pglite-'));
  try {
    const { db } = await openDatabase({ pgDataDir: join(dataDir, 'pgdata') });
    await seedJobs(db, jobs);
    await db.close();
    const server = await startServer(['--data-dir', dataDir]);
    try {
      const result = await runLoad(server.url, server.anonKey);
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
  if (!postgres15Available()) return null;
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-pg-'));
  try {
    const { db } = await openDatabase({ databaseUrl: cluster.url() });
    await seedJobs(db, jobs);
    await db.close();
    const server = await startServer(['--data-dir', dataDir, '--database-url', cluster.url()]);
    try {
      const result = await runLoad(server.url, server.anonKey);
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** The two runs side by side. */
export function printLoad(pglite: LoadResult, postgres: LoadResult | null, jobs: number): void {
  const rows: [string, (r: LoadResult) => string][] = [
    ['requests', (r) => String(r.requests)],
    ['throughput', (r) => `${(r.requests / r.seconds).toFixed(0)} req/s`],
    ['p50', (r) => `${percentile(r.sorted, 0.5).toFixed(1)} ms`],
    ['p95', (r) => `${percentile(r.sorted, 0.95).toFixed(1)} ms`],
    ['p99', (r) => `${percentile(r.sorted, 0.99).toFixed(1)} ms`],
    ['errors', (r) => String(r.errors)],
    ['server peak RSS', (r) => `${r.serverPeakRssMb.toFixed(0)} MB`],
    [
      'PostgreSQL RSS',
      (r) => (r.databaseRssMb === null ? '(in server)' : `${r.databaseRssMb.toFixed(0)} MB`),
    ],
    ['load average', (r) => `${r.loadAverage.toFixed(1)} (${cpus().length} CPUs)`],
  ];
  console.log(
    `\nload: ${CLIENTS} concurrent supabase-js clients × ${SECONDS} s on ${jobs} generated jobs, as the seeded candidate;` +
      '\n60% job searches (keyword + country, exact count; a third then page 2), 15% job pages,' +
      '\n25% save a job then remove it',
  );
  console.log(`  ${''.padEnd(18)}${'PGlite'.padEnd(18)}PostgreSQL 15`);
  for (const [label, value] of rows) {
    console.log(
      `  ${label.padEnd(18)}${value(pglite).padEnd(18)}${postgres ? value(postgres) : 'not installed'}`,
    );
  }
  for (const [name, r] of [
    ['PGlite', pglite],
    ['PostgreSQL 15', postgres],
  ] as const) {
    if (r?.firstError) console.log(`  first error on ${name}: ${r.firstError}`);
  }
  console.log('  targets: 0 errors; p95 ≤ 100 ms on PostgreSQL 15');
}
