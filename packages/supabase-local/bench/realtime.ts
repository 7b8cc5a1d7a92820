/**
 * The Realtime figure of `pnpm bench:backend`: 1,000 supabase-js clients, each its own user,
 * subscribed to the inserts of their own rows (`filter: user_id=eq.<id>`, own-rows RLS), while
 * 20 writers insert 5,000 rows for random users through supabase-js REST with the service key
 * (as a server-side job writes notifications). Three processes: the server
 * (realtime-server.ts), the subscribers (realtime-clients.ts) and the writers (here), so no
 * figure is the bench's own contention. On PGlite, then on PostgreSQL 15.
 */
import { createClient } from '@supabase/supabase-js';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import { postgres15Available, startPostgresCluster } from '../test/helpers/postgres-cluster.js';
import type { ClientsMessage, ConnectRequest } from './realtime-clients.js';
import { benchTable, type ServerMessage, type ServerRequest } from './realtime-server.js';

const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 1000);
const ROWS = Number(process.env.BENCH_REALTIME_ROWS ?? 5000);
const WRITERS = 20;
/** Subscriptions being made at once while the clients arrive. */
const IN_FLIGHT = 100;
/** Deliveries still missing this long after the last one arrived are counted lost. */
const QUIET_MS = 5_000;

export interface RealtimeResult {
  subscribed: number;
  subscribeMs: number;
  subscribeFailures: string[];
  rssPerConnection: number;
  heapPerConnection: number;
  written: number;
  writeErrors: number;
  writeMs: number;
  /** Commit (the insert's response) → receipt, ms, sorted; first receipt of each row. */
  latencies: number[];
  lost: number;
  misdelivered: number;
  duplicates: number;
  serverCpuShare: number;
  loadAverage: number;
}

const now = () => performance.timeOrigin + performance.now();

function forkBench(file: string, execArgv: string[] = []): ChildProcess {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', tsx, ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The child's next message of this type. */
function next<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<M, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench process exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function ask<M extends { type: string }, T extends M['type']>(child: ChildProcess, type: T) {
  const answer = next<M, T>(child, type);
  child.send({ type });
  return answer;
}

function exited(child: ChildProcess, message: { type: string }): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.send(message);
  });
}

async function run(databaseUrl?: string): Promise<RealtimeResult> {
  // BENCH_REALTIME_CPU_PROF=<dir>: a V8 CPU profile of the server process, for finding hot spots.
  const profile = process.env.BENCH_REALTIME_CPU_PROF;
  const server = forkBench('./realtime-server.ts', [
    '--expose-gc',
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
  ]);
  const clients = forkBench('./realtime-clients.ts');
  try {
    const ready = next<ServerMessage, 'ready'>(server, 'ready');
    server.send({
      maxConcurrentUsers: CLIENTS,
      ...(databaseUrl ? { databaseUrl } : {}),
    } satisfies ServerRequest);
    const { url, anonKey, serviceRoleKey, jwtSecret } = await ready;
    const users = Array.from({ length: CLIENTS }, () => randomUUID());

    const before = await ask<ServerMessage, 'memory'>(server, 'memory');
    const connected = next<ClientsMessage, 'connected'>(clients, 'connected');
    clients.send({
      type: 'connect',
      url,
      anonKey,
      jwtSecret,
      table: benchTable,
      users,
      inFlight: IN_FLIGHT,
    } satisfies ConnectRequest);
    const connection = await connected;
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await ask<ServerMessage, 'memory'>(server, 'memory');

    const writers = Array.from({ length: WRITERS }, () =>
      createClient(url, serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      }),
    );
    const committedAt = new Map<number, number>();
    let writeErrors = 0;
    let started = 0;
    const writeStart = now();
    await Promise.all(
      writers.map(async (writer) => {
        while (started < ROWS) {
          started += 1;
          const user = users[Math.floor(Math.random() * users.length)];
          const { data, error } = await writer
            .from(benchTable)
            .insert({ user_id: user, body: 'Your application was viewed' })
            .select('id')
            .single();
          if (error) writeErrors += 1;
          else committedAt.set(data.id as number, now());
        }
      }),
    );
    const writeMs = now() - writeStart;

    let received = 0;
    let lastChange = now();
    while (received < committedAt.size && now() - lastChange < QUIET_MS) {
      await new Promise((r) => setTimeout(r, 100));
      const count = (await ask<ClientsMessage, 'count'>(clients, 'count')).received;
      if (count !== received) lastChange = now();
      received = count;
    }
    const done = await ask<ServerMessage, 'memory'>(server, 'memory');
    const deliveredMs = now() - writeStart;
    const receipts = await ask<ClientsMessage, 'receipts'>(clients, 'receipts');

    const firstReceipt = new Map<number, number>();
    receipts.ids.forEach((id, i) => {
      if (!firstReceipt.has(id)) firstReceipt.set(id, receipts.at[i] as number);
    });
    const latencies: number[] = [];
    for (const [id, at] of firstReceipt) {
      const committed = committedAt.get(id);
      if (committed !== undefined) latencies.push(at - committed);
    }
    const subscribed = Math.max(1, connection.subscribed);
    return {
      subscribed: connection.subscribed,
      subscribeMs: connection.ms,
      subscribeFailures: connection.failures,
      rssPerConnection: (idle.rss - before.rss) / subscribed,
      heapPerConnection: (idle.heapUsed - before.heapUsed) / subscribed,
      written: committedAt.size,
      writeErrors,
      writeMs,
      latencies: latencies.sort((a, b) => a - b),
      lost: committedAt.size - latencies.length,
      misdelivered: receipts.misdelivered,
      duplicates: receipts.ids.length - firstReceipt.size,
      serverCpuShare: (done.cpuMs - idle.cpuMs) / deliveredMs,
      loadAverage: loadavg()[0] ?? NaN,
    };
  } finally {
    await exited(clients, { type: 'close' });
    await exited(server, { type: 'stop' });
  }
}

export function realtimeOnPglite(): Promise<RealtimeResult> {
  return run();
}

/** A throwaway cluster (default settings), migrated by the server as a new database. */
export async function realtimeOnPostgres15(): Promise<RealtimeResult | null> {
  if (!postgres15Available()) return null;
  const cluster = await startPostgresCluster();
  try {
    return await run(cluster.url());
  } finally {
    cluster.stop();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printRealtime(pglite: RealtimeResult, postgres: RealtimeResult | null): void {
  const rows: [string, (r: RealtimeResult) => string][] = [
    ['subscribed', (r) => `${r.subscribed}/${CLIENTS} in ${(r.subscribeMs / 1000).toFixed(1)} s`],
    ['RSS per idle conn', (r) => kb(r.rssPerConnection)],
    ['heap per idle conn', (r) => kb(r.heapPerConnection)],
    ['rows written', (r) => `${r.written} in ${(r.writeMs / 1000).toFixed(1)} s`],
    ['write errors', (r) => String(r.writeErrors)],
    ['p50', (r) => `${percentile(r.latencies, 0.5).toFixed(1)} ms`],
    ['p95', (r) => `${percentile(r.latencies, 0.95).toFixed(1)} ms`],
    ['p99', (r) => `${percentile(r.latencies, 0.99).toFixed(1)} ms`],
    ['max', (r) => `${percentile(r.latencies, 1).toFixed(1)} ms`],
    ['delivered', (r) => `${r.latencies.length}/${r.written}`],
    ['lost', (r) => String(r.lost)],
    ['misdelivered', (r) => String(r.misdelivered)],
    ['duplicates', (r) => String(r.duplicates)],
    ['server CPU', (r) => `${(r.serverCpuShare * 100).toFixed(0)}% of a core`],
    ['load average', (r) => `${r.loadAverage.toFixed(1)} (${cpus().length} CPUs)`],
  ];
  console.log(
    `\nrealtime: ${CLIENTS} supabase-js clients (own process), each its own user subscribed to` +
      `\nits own rows (user_id=eq.<id>, own-rows RLS); ${WRITERS} writers insert ${ROWS} rows for random` +
      '\nusers via REST (service key). Latency: insert response (commit) → client receipt.' +
      '\nMemory: server process after connecting the clients, minus before, per client.',
  );
  console.log(`  ${''.padEnd(20)}${'PGlite'.padEnd(22)}PostgreSQL 15`);
  for (const [label, value] of rows) {
    console.log(
      `  ${label.padEnd(20)}${value(pglite).padEnd(22)}${postgres ? value(postgres) : 'not installed'}`,
    );
  }
  for (const [name, r] of [
    ['PGlite', pglite],
    ['PostgreSQL 15', postgres],
  ] as const) {
    if (r?.subscribeFailures.length)
      console.log(`  failed subscriptions on ${name}: ${r.subscribeFailures.join('; ')}`);
  }
  console.log('  targets: p95 ≤ 250 ms on PostgreSQL 15; nothing lost or misdelivered');
}
