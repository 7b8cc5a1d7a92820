/**
 * On a PostgreSQL server across a network every round trip costs the caller its latency: a request
 * (BEGIN, the caller's settings, the statement, COMMIT) waits for two, not four. A proxy in front
 * of the cluster delays the server's answers, as a remote database does, and counts how often the
 * pool's connection spoke again after an answer reached it.
 */
import { createClient } from '@supabase/supabase-js';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/open.js';
import { startSupabaseLocal, type SupabaseLocal } from '../src/index.js';
import { startPostgresCluster, type PostgresCluster } from './helpers/postgres-cluster.js';
import { demoAccounts } from './helpers/server.js';

/** One-way delay of the server's answers once the server has started. */
const LATENCY_MS = 20;

interface Link {
  /** Times the client sent after an answer had reached it: the round trips it waited for. */
  waits: number;
  /** Whether this connection carries requests (their settings), not Realtime or the schema cache. */
  servesRequests: boolean;
}

interface Proxy {
  server: Server;
  port: number;
  links: Link[];
  latencyMs: number;
}

function latencyProxy(port: number): Promise<Proxy> {
  const links: Link[] = [];
  const server = createServer((client: Socket) => {
    const upstream = connect(port, '127.0.0.1');
    const link: Link = { waits: 0, servesRequests: false };
    links.push(link);
    let answered = false;
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.on('data', (chunk) => {
      if (answered) link.waits += 1;
      answered = false;
      if (/supabase_local_|request\.jwt\.claims/.test(chunk.toString('latin1')))
        link.servesRequests = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      setTimeout(() => {
        answered = true;
        if (!client.destroyed) client.write(chunk);
      }, proxy.latencyMs);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const proxy: Proxy = { server, port: 0, links, latencyMs: 0 };
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      proxy.port = (server.address() as { port: number }).port;
      ready(proxy);
    }),
  );
}

describe('round trips to a PostgreSQL server per request', () => {
  let cluster: PostgresCluster;
  let proxy: Proxy;
  let server: SupabaseLocal;

  beforeAll(async () => {
    cluster = await startPostgresCluster({ fast: true });
    // Bootstrapped directly: through the proxy every migration statement would wait its turn.
    await (await openDatabase({ databaseUrl: cluster.url() })).db.close();
    proxy = await latencyProxy(cluster.port);
    server = await startSupabaseLocal({
      port: 0,
      inMemory: true,
      quiet: true,
      databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
      poolSize: 1,
    });
    proxy.latencyMs = LATENCY_MS;
  });

  afterAll(async () => {
    await server?.stop();
    proxy?.server.close();
    cluster?.stop();
  });

  const waitsOf = async (request: () => PromiseLike<{ error: unknown }>) => {
    const before = proxy.links.map((l) => l.waits);
    const { error } = await request();
    expect(error).toBeNull();
    return proxy.links
      .filter((l) => l.servesRequests)
      .reduce((sum, l) => sum + l.waits - (before[proxy.links.indexOf(l)] ?? 0), 0);
  };

  it('a read and a signed-in write each wait for two round trips', async () => {
    const supabase = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data } = await supabase.auth.signInWithPassword(demoAccounts.candidate);
    const userId = data.user?.id as string;
    const jobs = () => supabase.from('jobs').select('id, title').limit(5);
    await jobs();
    expect(await waitsOf(jobs)).toBe(2);
    const { data: job } = await jobs();
    const jobId = job?.[0]?.id as number;
    expect(
      await waitsOf(() =>
        supabase
          .from('saved_jobs')
          .upsert({ candidate_id: userId, job_id: jobId }, { ignoreDuplicates: true }),
      ),
    ).toBe(2);
    expect(
      await waitsOf(() =>
        supabase.from('saved_jobs').delete().eq('candidate_id', userId).eq('job_id', jobId),
      ),
    ).toBe(2);
  });
});
