import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApiKeys, type ApiKeys } from '../src/jwt.js';
import type { ChangeSubscription, ChangesHub } from '../src/realtime/postgres-changes.js';
import { RealtimeServer } from '../src/realtime/socket.js';
import { startTestServer, type TestServer } from './helpers/index.js';
import { collect, disconnectAll, nowSeconds, projectToken, statuses, subscribe, subscribed } from './realtime-setup.js';

/** Stands in for the Postgres Changes hub: records subscriptions, refuses the table `missing`. */
class StubHub implements ChangesHub {
  readonly subscriptions: ChangeSubscription[] = [];
  unsubscribed = 0;
  async subscribe(subscription: ChangeSubscription) {
    if (subscription.bindings.some((b) => b.table === 'missing')) {
      throw new Error('Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: public, table: missing, filters: []]');
    }
    this.subscriptions.push(subscription);
    return () => {
      this.unsubscribed += 1;
    };
  }
}

let t: TestServer;
let keys: ApiKeys;
let http: Server;
let realtime: RealtimeServer;
let url: string;
const hub = new StubHub();
const clients: SupabaseClient[] = [];
// Heartbeats well within the short idle timeout these tests use.
const client = () => {
  const c = createClient(url, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, heartbeatIntervalMs: 100 },
  });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await startTestServer();
  keys = await createApiKeys(t.server.jwtSecret);
  realtime = new RealtimeServer(
    { db: t.server.db, jwtSecret: t.server.jwtSecret, signingKeys: [], keys },
    {
      changes: hub,
      limits: {
        idleTimeoutMs: 400,
        maxChannelsPerSocket: 2,
        eventsPerSecond: 20,
        maxFrameBytes: 4096,
        maxPresenceBytes: 512,
      },
    },
  );
  http = createServer((_request, response) => response.writeHead(404).end());
  http.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  await new Promise<void>((listening) => http.listen(0, '127.0.0.1', listening));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await disconnectAll(...clients.splice(0));
});
afterAll(async () => {
  await realtime?.close();
  await new Promise((closed) => http?.close(closed));
  await t?.stop();
});

/** A raw socket, for what supabase-js never does (stay silent, send oversized frames). */
function rawSocket(): Promise<WebSocket> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${keys.anonKey}&vsn=2.0.0`);
  return new Promise((open, fail) => {
    ws.on('open', () => open(ws));
    ws.on('error', fail);
  });
}
const closeCode = (ws: WebSocket) => new Promise<number>((closed) => ws.on('close', (code) => closed(code)));

describe('limits', () => {
  it('closes a socket that stays silent past the idle timeout', async () => {
    const ws = await rawSocket();
    const started = Date.now();
    await closeCode(ws);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const ws = await rawSocket();
    const closed = closeCode(ws);
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(5000) }]));
    expect(await closed).toBe(1009);
  });

  it('refuses channels beyond the per-socket limit', async () => {
    const c = client();
    await subscribed(c.channel('one'));
    await subscribed(c.channel('two'));
    const third = await subscribe(c.channel('three'));
    expect(third.error?.message).toBe('ChannelRateLimitReached: Too many channels');
  });

  it('shuts a channel down when its socket sends too many messages per second', async () => {
    const c = client();
    const system = collect();
    const channel = c.channel('flood').on('system', {}, system.push);
    const seen = statuses(channel);
    await seen.reached('SUBSCRIBED');
    for (let i = 0; i < 30; i++) void channel.send({ type: 'broadcast', event: 'spam', payload: { i } });
    await seen.reached('CLOSED');
    expect(system.items).toContainEqual(expect.objectContaining({ status: 'error', message: 'Too many messages per second' }));
  });
});

describe('channels', () => {
  it('replace the first join of a topic when the socket joins it again', async () => {
    const ws = await rawSocket();
    const frames: unknown[][] = [];
    // Broadcasts arrive as binary frames (kind 4); the rest as JSON arrays.
    ws.on('message', (data, isBinary) =>
      frames.push(isBinary ? [null, null, 'realtime:twice', 'broadcast'] : (JSON.parse(String(data)) as unknown[])),
    );
    const beat = setInterval(() => ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])), 100);
    const join = (ref: string) =>
      ws.send(JSON.stringify([ref, ref, 'realtime:twice', 'phx_join', { config: { broadcast: { self: false } } }]));
    join('1');
    join('2');
    const sender = await subscribed(client().channel('twice'));
    await sender.send({ type: 'broadcast', event: 'once', payload: {} });
    for (let i = 0; i < 100 && !frames.some((f) => f[3] === 'broadcast'); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    clearInterval(beat);
    ws.close();
    const replies = frames.filter((f) => f[3] === 'phx_reply' && f[2] === 'realtime:twice');
    expect(replies.map((f) => [f[1], (f[4] as { status: string }).status])).toEqual([
      ['1', 'ok'],
      ['2', 'ok'],
    ]);
    expect(frames.filter((f) => f[3] === 'broadcast')).toHaveLength(1);
  });

  it('shut down a channel that tracks an oversized presence state', async () => {
    const system = collect();
    const channel = client().channel('big-presence').on('system', {}, system.push);
    const seen = statuses(channel);
    await seen.reached('SUBSCRIBED');
    void channel.track({ blob: 'x'.repeat(1000) });
    await seen.reached('CLOSED');
    expect(system.items).toContainEqual(expect.objectContaining({ message: 'Track message size exceeded' }));
  });
});

describe('postgres changes through the hub', () => {
  it('answers the join with server ids, confirms, and delivers changes to the binding', async () => {
    const c = client();
    const inserts = collect();
    const system = collect();
    const channel = c
      .channel('jobs-feed')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'jobs', filter: 'id=eq.7' }, inserts.push)
      .on('system', {}, system.push);
    await subscribed(channel);
    await system.atLeast(1);
    expect(system.items[0]).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'jobs-feed',
    });
    const subscription = hub.subscriptions.at(-1) as ChangeSubscription;
    expect(subscription.bindings).toEqual([
      { id: expect.any(Number), event: 'INSERT', schema: 'public', table: 'jobs', filter: 'id=eq.7' },
    ]);
    expect(subscription.auth().role).toBe('anon');

    const binding = subscription.bindings[0]!;
    subscription.deliver(binding.id, {
      schema: 'public',
      table: 'jobs',
      commit_timestamp: '2026-01-01T00:00:00Z',
      type: 'INSERT',
      columns: [{ name: 'id', type: 'int8' }],
      record: { id: 7 },
      old_record: null,
      errors: null,
    });
    await inserts.atLeast(1);
    expect(inserts.items[0]).toMatchObject({ eventType: 'INSERT', table: 'jobs', new: { id: 7 } });

    // A new token reaches the subscription; leaving ends it.
    const sub = crypto.randomUUID();
    await c.realtime.setAuth(await projectToken(t.server.jwtSecret, { sub, role: 'authenticated' }, nowSeconds() + 600));
    for (let i = 0; i < 100 && subscription.auth().role !== 'authenticated'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(subscription.auth().claims.sub).toBe(sub);
    const before = hub.unsubscribed;
    // realtime-js resolves a leave at once; the server ends the subscription when the leave arrives.
    await c.removeChannel(channel);
    for (let i = 0; i < 100 && hub.unsubscribed === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(hub.unsubscribed).toBe(before + 1);
  });

  it('reports the hub refusing a binding in a system error', async () => {
    const system = collect();
    const channel = client()
      .channel('missing-feed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'missing' }, () => undefined)
      .on('system', {}, system.push);
    await subscribed(channel);
    await system.atLeast(1);
    expect(system.items[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      message: expect.stringMatching(/^Unable to subscribe to changes/),
    });
  });
});
