/**
 * `SUPABASE_LOCAL_DATABASE_URL`: supabase-local on a PostgreSQL 15 server through a pool. The
 * database suite (supabase/tests) runs on it whole; this file checks what only a pool can get
 * wrong: one request's role and claims leaking into another's on a shared connection, and a
 * restart on a database that is already bootstrapped.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSupabaseLocal, type SupabaseLocal } from '../src/index.js';
import { startPostgresCluster, type PostgresCluster } from './helpers/postgres-cluster.js';
import { demoAccounts } from './helpers/server.js';

const noRateLimits = {
  auth: { rateLimit: { signInSignUps: 100_000, tokenRefresh: 100_000 } },
};

describe('supabase-local on PostgreSQL 15 (SUPABASE_LOCAL_DATABASE_URL)', () => {
  let cluster: PostgresCluster;
  let server: SupabaseLocal;

  const start = () =>
    startSupabaseLocal({
      port: 0,
      inMemory: true,
      quiet: true,
      databaseUrl: cluster.url(),
      poolSize: 3,
      config: noRateLimits,
    });
  const client = (key: string) =>
    createClient(server.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });

  beforeAll(async () => {
    cluster = await startPostgresCluster({ fast: true });
    server = await start();
    await server.db.exec(`
      create function public.whoami() returns json language sql stable as $$
        select json_build_object('role', current_user, 'sub', auth.uid())
      $$;
      grant execute on function public.whoami() to anon, authenticated, service_role;`);
  });

  afterAll(async () => {
    await server?.stop();
    cluster?.stop();
  });

  it('bootstraps, migrates and seeds a new database: the demo accounts sign in', async () => {
    expect(server.createdDatabase).toBe(true);
    const { data, error } = await client(server.anonKey).auth.signInWithPassword(
      demoAccounts.candidate,
    );
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(demoAccounts.candidate.email);
  });

  it("keeps each request's role and JWT claims to itself while 3 connections serve 4 callers", async () => {
    const candidate = client(server.anonKey);
    const employer = client(server.anonKey);
    const c = await candidate.auth.signInWithPassword(demoAccounts.candidate);
    const e = await employer.auth.signInWithPassword(demoAccounts.employer);
    const callers = [
      { supabase: client(server.anonKey), expected: { role: 'anon', sub: null } },
      { supabase: client(server.serviceRoleKey), expected: { role: 'service_role', sub: null } },
      { supabase: candidate, expected: { role: 'authenticated', sub: c.data.user?.id } },
      { supabase: employer, expected: { role: 'authenticated', sub: e.data.user?.id } },
    ];
    const calls = Array.from(
      { length: 80 },
      (_, i) => callers[i % callers.length] as (typeof callers)[number],
    );
    const answers = await Promise.all(calls.map(({ supabase }) => supabase.rpc('whoami')));
    answers.forEach((answer, i) => {
      expect(answer.error).toBeNull();
      expect(answer.data).toEqual(calls[i]?.expected);
    });
    // Back in the pool, every connection is the server's own again: no role, no claims.
    const after = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.db.query<{ role: string; claims: string | null }>(
          `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
        ),
      ),
    );
    for (const result of after) expect(result.rows[0]).toEqual({ role: 'postgres', claims: null });
  });

  it('applies row-level security per caller: a candidate reads only their own saved jobs', async () => {
    const candidate = client(server.anonKey);
    const { data } = await candidate.auth.signInWithPassword(demoAccounts.candidate);
    const mine = await candidate.from('saved_jobs').select('candidate_id');
    expect(mine.error).toBeNull();
    expect(new Set(mine.data?.map((row) => row.candidate_id))).toEqual(
      mine.data?.length ? new Set([data.user?.id]) : new Set(),
    );
    const all = await client(server.serviceRoleKey).from('saved_jobs').select('candidate_id');
    expect(all.data?.some((row) => row.candidate_id !== data.user?.id)).toBe(true);
    expect(await client(server.anonKey).from('saved_jobs').select('candidate_id')).toMatchObject({
      data: [],
    });
  });

  it('reuses a bootstrapped database on restart: nothing applied or seeded twice', async () => {
    const before = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.jobs',
    );
    await server.stop();
    server = await start();
    expect(server.createdDatabase).toBe(false);
    const after = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.jobs',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
