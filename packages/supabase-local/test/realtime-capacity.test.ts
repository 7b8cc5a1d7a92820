import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from './helpers/index.js';
import { disconnectAll, subscribed } from './realtime-setup.js';

let t: TestServer;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  t = await startTestServer({ config: { realtime: { maxConcurrentUsers: 2 } } });
});
afterAll(async () => {
  await disconnectAll(...clients);
  await t?.stop();
});

/** The handshake's answer: 101 when the socket opens, else the refusal's status and body. */
function handshake(): Promise<{ status: number; body: string }> {
  const url = `${t.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${t.anonKey}&vsn=2.0.0`;
  const ws = new WebSocket(url);
  return new Promise((done, fail) => {
    ws.on('open', () => {
      ws.close();
      done({ status: 101, body: '' });
    });
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    ws.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) fail(error);
    });
  });
}

describe('[realtime] max_concurrent_users', () => {
  it('sets how many sockets the server keeps open at once', async () => {
    for (let i = 0; i < 2; i++) {
      const client = t.client();
      clients.push(client);
      await subscribed(client.channel(`room-${i}`));
    }
    expect(await handshake()).toEqual({
      status: 429,
      body: JSON.stringify({ error: 'Too many connected users' }),
    });
    // A socket that closes frees its place.
    await disconnectAll(clients.pop() as SupabaseClient);
    let answer = await handshake();
    for (let i = 0; i < 50 && answer.status !== 101; i++) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await handshake();
    }
    expect(answer.status).toBe(101);
  });
});
