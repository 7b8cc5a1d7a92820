import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { createLazySupabaseClient, loadSupabaseClient } from '../src/lazyClient';
import { publicImageUrl } from '../src/queries/publicImages';
import { searchJobs } from '../src/queries/job-search';
import { startBackend, demoAccounts, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

const lazy = () =>
  createLazySupabaseClient(
    { url: backend.server.url, anonKey: backend.server.anonKey },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  );

describe('the lazily loaded Supabase client', () => {
  it('answers a chained query exactly as supabase-js does', async () => {
    const build = (client: ReturnType<typeof lazy>) =>
      client
        .from('jobs')
        .select('id, title, country')
        .eq('status', 'published')
        .order('id')
        .range(0, 4);
    const [fromLazy, fromReal] = await Promise.all([build(lazy()), build(backend.anon())]);
    expect(fromLazy.error).toBeNull();
    expect(fromLazy.data).toHaveLength(5);
    expect(fromLazy).toEqual(fromReal);
  });

  it('runs the product’s queries and RPCs (a search with its count)', async () => {
    const [fromLazy, fromReal] = await Promise.all([
      searchJobs(lazy(), { keyword: 'engineer' }),
      searchJobs(backend.anon(), { keyword: 'engineer' }),
    ]);
    expect(fromLazy.error).toBeNull();
    expect(fromLazy.data?.total).toBeGreaterThan(0);
    expect(fromLazy.data).toEqual(fromReal.data);
  });

  it('signs in, tells its listener, and signs out even when nobody awaits the call', async () => {
    const client = lazy();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.signInWithPassword(demoAccounts.candidate);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(demoAccounts.candidate.email);
    expect(events).toContain('SIGNED_IN');

    // A fire-and-forget call (as the account deletion does) must still run.
    void client.auth.signOut({ scope: 'local' });
    await expect.poll(async () => (await client.auth.getSession()).data.session).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });

  it('never calls a listener that unsubscribed before supabase-js arrived', async () => {
    const client = lazy();
    const events: AuthChangeEvent[] = [];
    const { data } = client.auth.onAuthStateChange((event) => void events.push(event));
    data.subscription.unsubscribe();
    await client.auth.signInWithPassword(demoAccounts.candidate);
    expect(events).toEqual([]);
  });

  it('builds public file addresses without loading supabase-js, as getPublicUrl does', () => {
    for (const path of ['covers/visa-guide.png', '/logos/acme co.png', 'ünïcode/ß.png']) {
      expect(publicImageUrl(lazy(), 'logos', path)).toBe(
        backend.anon().storage.from('logos').getPublicUrl(path).data.publicUrl,
      );
    }
  });

  it('is not itself a promise, gives the real client on request, and refuses realtime before it loads', async () => {
    const client = lazy();
    expect(await Promise.resolve(client)).toBe(client);
    const real = await loadSupabaseClient(client);
    expect(typeof real.channel).toBe('function');
    expect(await loadSupabaseClient(real)).toBe(real);
    expect(() => client.channel('jobs')).toThrow(
      'client.channel() is not available before the Supabase client has loaded.',
    );
  });
});
