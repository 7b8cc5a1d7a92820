import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/index.js';
import { collect, disconnectAll, nowSeconds, pause, projectToken, subscribe, subscribed } from './realtime-setup.js';

let t: TestServer;
const clients: SupabaseClient[] = [];

/** A user, as the access token Supabase Auth would give them (the policies read only auth.uid()). */
interface Caller {
  user: { id: string };
  session: { access_token: string };
}
async function caller(): Promise<Caller> {
  const id = crypto.randomUUID();
  const claims = { sub: id, role: 'authenticated', aud: 'authenticated' };
  return { user: { id }, session: { access_token: await projectToken(t.server.jwtSecret, claims, nowSeconds() + 3600) } };
}
let candidate: Caller;
let employer: Caller;

/** A client of `who`, its realtime socket authenticated with their access token. */
async function as(who: Caller | null): Promise<SupabaseClient> {
  const c = t.client();
  if (who) await c.realtime.setAuth(who.session.access_token);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  t = await startTestServer();
  [candidate, employer] = await Promise.all([caller(), caller()]);
  // `inbox:<user id>`: only its owner reads and writes. `notice:<user id>`: its owner reads only.
  await t.server.db.exec(`
    create policy "inbox owner reads" on realtime.messages for select to authenticated
      using (realtime.topic() in ('inbox:' || (select auth.uid())::text, 'notice:' || (select auth.uid())::text));
    create policy "inbox owner writes" on realtime.messages for insert to authenticated
      with check (realtime.topic() = 'inbox:' || (select auth.uid())::text and extension = 'broadcast');
  `);
});
afterEach(async () => {
  await disconnectAll(...clients.splice(0));
});
afterAll(async () => {
  await t?.stop();
});

const privately = { config: { private: true } };

describe('private channels', () => {
  it('let in the user the policies allow, and carry their broadcasts', async () => {
    const topic = `inbox:${candidate.user.id}`;
    const received = collect();
    const reader = await as(candidate);
    await subscribed(reader.channel(topic, privately).on('broadcast', { event: '*' }, received.push));
    const writer = await as(candidate);
    const channel = await subscribed(writer.channel(topic, { config: { private: true, broadcast: { ack: true } } }));
    expect(await channel.send({ type: 'broadcast', event: 'note', payload: { text: 'mine' } })).toBe('ok');
    await received.atLeast(1);
    expect(received.items).toEqual([{ type: 'broadcast', event: 'note', payload: { text: 'mine' } }]);
  });

  it('refuse a user the policies do not allow, and anonymous callers', async () => {
    const topic = `inbox:${candidate.user.id}`;
    const outcome = await subscribe((await as(employer)).channel(topic, privately));
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.error?.message).toBe(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
    );
    expect((await subscribe((await as(null)).channel(topic, privately))).status).toBe('CHANNEL_ERROR');
  });

  it('drop the broadcasts of a reader without write access, unacknowledged', async () => {
    const topic = `notice:${candidate.user.id}`;
    const received = collect();
    await subscribed((await as(candidate)).channel(topic, privately).on('broadcast', { event: '*' }, received.push));
    const sender = await subscribed(
      (await as(candidate)).channel(topic, { config: { private: true, broadcast: { ack: true } } }),
    );
    expect(await sender.send({ type: 'broadcast', event: 'note', payload: {} }, { timeout: 300 })).toBe('timed out');
    await pause(100);
    expect(received.items).toEqual([]);
  });

  it('are separate from the public channel of the same name', async () => {
    const topic = `inbox:${candidate.user.id}`;
    const publicOnly = collect();
    await subscribed((await as(null)).channel(topic).on('broadcast', { event: '*' }, publicOnly.push));
    const privateOne = await subscribed((await as(candidate)).channel(topic, privately));
    await privateOne.send({ type: 'broadcast', event: 'secret', payload: {} });
    await pause(150);
    expect(publicOnly.items).toEqual([]);
  });

  it('close when a new token no longer allows reading', async () => {
    const topic = `inbox:${candidate.user.id}`;
    const c = await as(candidate);
    const system = collect();
    const channel = c.channel(topic, privately).on('system', {}, system.push);
    const closed = new Promise<void>((done) =>
      channel.subscribe((status) => (status === 'CLOSED' ? done() : undefined)),
    );
    await new Promise<void>((done) => {
      const wait = () => (channel.state === 'joined' ? done() : setTimeout(wait, 10));
      wait();
    });
    await c.realtime.setAuth(employer.session.access_token);
    await closed;
    expect(system.items).toContainEqual({
      extension: 'system',
      status: 'error',
      message: `You do not have permissions to read from this Channel topic: ${topic}`,
      channel: topic,
    });
  });

  it('authorise presence against the presence extension', async () => {
    const topic = `inbox:${candidate.user.id}`;
    const channel = await subscribed(
      (await as(candidate)).channel(topic, { config: { private: true, presence: { key: 'me' } } }),
    );
    // The insert policy allows only broadcast: tracking presence is refused.
    expect(await channel.track({ online: true })).toBe('error');
  });
});
