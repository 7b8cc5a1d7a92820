import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/index.js';
import { collect, disconnectAll, nowSeconds, projectToken, statuses, subscribe, subscribed } from './realtime-setup.js';

let t: TestServer;
const clients: SupabaseClient[] = [];
const client = () => {
  const c = t.client();
  clients.push(c);
  return c;
};
const userToken = (exp: number, claims: Record<string, unknown> = {}) =>
  projectToken(t.server.jwtSecret, { sub: crypto.randomUUID(), role: 'authenticated', ...claims }, exp);

beforeAll(async () => {
  t = await startTestServer();
});
afterEach(async () => {
  await disconnectAll(...clients.splice(0));
});
afterAll(async () => {
  await t?.stop();
});

describe('channel tokens', () => {
  it('refuse a join with an expired, forged or incomplete token, as Supabase words it', async () => {
    const expired = client();
    await expired.realtime.setAuth(await userToken(nowSeconds() - 60));
    const outcome = await subscribe(expired.channel('tokens'));
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.error?.message).toMatch(/^InvalidJWTToken: Token has expired (60|61) seconds ago$/);

    const forged = client();
    await forged.realtime.setAuth(
      await projectToken('another-secret-that-is-at-least-32-characters', { role: 'authenticated' }, nowSeconds() + 60),
    );
    expect((await subscribe(forged.channel('tokens'))).error?.message).toBe(
      'JwtSignatureError: Failed to validate JWT signature',
    );

    const garbled = client();
    await garbled.realtime.setAuth('not.a-jwt');
    expect((await subscribe(garbled.channel('tokens'))).error?.message).toBe(
      'MalformedJWT: The token provided is not a valid JWT',
    );

    const roleless = client();
    await roleless.realtime.setAuth(await projectToken(t.server.jwtSecret, { sub: 'x' }, nowSeconds() + 60));
    expect((await subscribe(roleless.channel('tokens'))).error?.message).toBe(
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
    );
  });

  it('keep the channel when setAuth brings a new valid token', async () => {
    const received = collect();
    const listener = client();
    await listener.realtime.setAuth(await userToken(nowSeconds() + 3600));
    const channel = listener.channel('renewed').on('broadcast', { event: '*' }, received.push);
    const seen = statuses(channel);
    await seen.reached('SUBSCRIBED');
    await listener.realtime.setAuth(await userToken(nowSeconds() + 7200));

    const sender = await subscribed(client().channel('renewed'));
    await sender.send({ type: 'broadcast', event: 'still-there', payload: {} });
    await received.atLeast(1);
    expect(seen.seen).toEqual(['SUBSCRIBED']);
  });

  it('close a channel whose token expires: a system error, then phx_close', async () => {
    const c = client();
    await c.realtime.setAuth(await userToken(nowSeconds() + 2));
    const system = collect();
    const channel = c.channel('short-lived').on('system', {}, system.push);
    const seen = statuses(channel);
    await seen.reached('SUBSCRIBED');
    await seen.reached('CLOSED');
    expect(system.items).toEqual([
      { extension: 'system', status: 'error', message: 'Token has expired 0 seconds ago', channel: 'short-lived' },
    ]);
    expect(c.realtime.getChannels()).toEqual([]);
  });

  it('close the channel when an access_token push brings an expired token', async () => {
    const c = client();
    await c.realtime.setAuth(await userToken(nowSeconds() + 3600));
    const system = collect();
    const channel = c.channel('pushed').on('system', {}, system.push);
    const seen = statuses(channel);
    await seen.reached('SUBSCRIBED');
    await c.realtime.setAuth(await userToken(nowSeconds() - 5));
    await seen.reached('CLOSED');
    expect(system.items[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/^Token has expired/) });
  });
});
